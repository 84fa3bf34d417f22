import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UnitView } from '../../../../engines/actionclix';
import en from '../../../../locales/en/actionclix.json';
import { i18n } from '../../../i18n/instance';
import { portraitOf } from '../board/portraits';
import { UnitCard } from './UnitCard';

const marine = (upgrades: number): UnitView =>
  ({ id: 'u0-marine-ar', roster: 'marine-ar', seat: 0, status: 'map', sq: 0, click: 0, grenades: 1, upgrades, speed: 7, attack: 8, defense: 15, damage: 2, abilities: ['ma37'] }) as unknown as UnitView;

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', ns: ['actionclix'], defaultNS: 'actionclix', resources: { en: { actionclix: en } }, interpolation: { escapeValue: false } });
});

describe('the unit card', () => {
  it.each([
    { name: 'without an Upgrade token: the unlock is listed, not active', upgrades: 0, active: 'false' },
    { name: 'with an Upgrade token: the unlocked ability is active', upgrades: 1, active: 'true' },
  ])('$name', ({ upgrades, active }) => {
    const html = renderToStaticMarkup(<UnitCard unit={marine(upgrades)} colour="#37d0e0" />);
    expect(html).toContain('data-testid="acx-card-unlock"');
    expect(html).toContain(`data-active="${active}"`);
    expect(html).toContain('Unlocked while this unit holds an Upgrade token: Full Burst');
  });

  it('shows the unit type portrait, drawn inline as assets/units holds it', () => {
    const html = renderToStaticMarkup(<UnitCard unit={marine(0)} colour="#37d0e0" />);
    expect(html).toMatch(/<svg[^>]*data-testid="acx-card-portrait"/);
    expect(html).toContain(`d="${portraitOf('marine-ar').body}"`);
    expect(html).toContain(`d="${portraitOf('marine-ar').weapon}"`);
  });
});
