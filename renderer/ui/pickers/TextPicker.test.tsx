import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuPicker } from './MenuPicker';
import { TextPicker } from './TextPicker';

const decks = (look?: 'compact' | 'list') =>
  renderToStaticMarkup(
    <TextPicker
      label="Seat 1"
      value="chief"
      choices={['chief', 'arbiter', 'saved:Mine', 'saved:Broken']}
      text={(c) => c.replace('saved:', '')}
      groupOf={(c) => (c.startsWith('saved:') ? 'Saved decks' : 'Starter decks')}
      disabled={(c) => c === 'saved:Broken'}
      testId="deck-0"
      onChange={() => undefined}
      {...(look === undefined ? {} : { look })}
    />,
  );

describe('TextPicker', () => {
  it('shows its label and names the radio group by it', () => {
    const html = decks();
    const id = /<span class="picker-label" id="([^"]+)">Seat 1<\/span>/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`role="radiogroup" aria-labelledby="${id}" data-testid="deck-0"`);
    expect(html).not.toContain('<select');
  });

  it('heads each group once, before its first choice', () => {
    const html = decks();
    expect(html.match(/class="picker-group"/g)).toHaveLength(2);
    expect(html.indexOf('Starter decks')).toBeLessThan(html.indexOf('deck-0-chief'));
    expect(html.indexOf('Saved decks')).toBeLessThan(html.indexOf('deck-0-saved:Mine'));
    expect(html.indexOf('Saved decks')).toBeGreaterThan(html.indexOf('deck-0-arbiter'));
  });

  const looks: { name: string; look: 'compact' | 'list' | undefined; group: string; item: string }[] = [
    { name: 'a list of tiles by default', look: undefined, group: 'picker', item: 'picker-item' },
    { name: 'one segmented row when compact', look: 'compact', group: 'segmented', item: 'segmented-item' },
  ];
  it.each(looks)('$name', ({ look, group, item }) => {
    const html = decks(look);
    expect(html).toContain(`<div class="${group}" role="radiogroup"`);
    expect(html).toContain(`class="${item}" data-testid="deck-0-chief"`);
  });

  it('keeps a blocked choice in view but out of reach', () => {
    expect(decks()).toMatch(/tabindex="-1" disabled="" class="picker-item" data-testid="deck-0-saved:Broken"/);
  });
});

describe('MenuPicker', () => {
  it('is a closed button with its label in view until opened', () => {
    const html = renderToStaticMarkup(
      <MenuPicker label="Add a unit…" groups={[{ label: 'UNSC', choices: ['marine', 'odst'] }]} text={(c) => c} testId="add" onPick={() => undefined} />,
    );
    expect(html).toBe('<div class="menu-picker"><button type="button" class="btn menu-picker-open" aria-expanded="false" data-testid="add">Add a unit…</button></div>');
  });
});
