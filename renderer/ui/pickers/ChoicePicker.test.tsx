import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoicePicker } from './ChoicePicker';

const markup = (value: string, disabled?: (c: string) => boolean) =>
  renderToStaticMarkup(
    <ChoicePicker
      label="Battlefield"
      value={value}
      choices={['hammer', 'anvil', 'forge']}
      onChange={() => undefined}
      render={(c) => c.toUpperCase()}
      testId={(c) => `bf-${c}`}
      {...(disabled ? { disabled } : {})}
      className="picker"
      itemClassName="picker-item"
    />,
  );

/** [test id, aria-checked, tabindex, disabled] of each choice, read from the markup. */
function items(html: string): [string, string, string, boolean][] {
  return [...html.matchAll(/<button([^>]*)>/g)].map(([, attrs = '']) => [
    /data-testid="([^"]*)"/.exec(attrs)?.[1] ?? '',
    /aria-checked="([^"]*)"/.exec(attrs)?.[1] ?? '',
    /tabindex="([^"]*)"/.exec(attrs)?.[1] ?? '',
    /\sdisabled=""/.test(attrs),
  ]);
}

describe('ChoicePicker', () => {
  it('is a labelled radio group of buttons', () => {
    const html = markup('anvil');
    expect(html).toContain('role="radiogroup" aria-label="Battlefield"');
    expect(html.match(/role="radio"/g)).toHaveLength(3);
    expect(html).not.toContain('<select');
  });

  it('puts the one tab stop on the chosen item', () => {
    expect(items(markup('anvil'))).toEqual([
      ['bf-hammer', 'false', '-1', false],
      ['bf-anvil', 'true', '0', false],
      ['bf-forge', 'false', '-1', false],
    ]);
  });

  it('moves the tab stop to the first item that can be taken when the chosen one is blocked', () => {
    expect(items(markup('hammer', (c) => c === 'hammer'))).toEqual([
      ['bf-hammer', 'true', '-1', true],
      ['bf-anvil', 'false', '0', false],
      ['bf-forge', 'false', '-1', false],
    ]);
  });
});
