import { describe, expect, it } from 'vitest';
import { missingKeys, noteMissingKey } from './missingKeys';

describe('missing text keys', () => {
  it.each([
    { name: 'a key no locale has is recorded once', ns: 'actionclix', key: 'units.', recorded: true },
    { name: 'a Halo TCG card without a subtitle is not missing', ns: 'halotcg', key: 'cards.grunt-deserter.subtitle', recorded: false },
    { name: 'a card title is never optional', ns: 'halotcg', key: 'cards.grunt-deserter.title', recorded: true },
  ])('$name', ({ ns, key, recorded }) => {
    noteMissingKey(['en'], ns, key);
    noteMissingKey(['en'], ns, key);
    expect(missingKeys().filter((k) => k === `${ns}:${key}`)).toHaveLength(recorded ? 1 : 0);
  });
});
