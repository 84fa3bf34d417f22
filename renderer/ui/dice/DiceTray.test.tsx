import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { DiceTray, Die, serialOf, tumbleFace, type DiceTrayProps } from './DiceTray';

const rollOf = (events: readonly GameEvent[]): number | null => {
  const e = events.find((x) => x.type === 'rolled');
  return typeof e?.face === 'number' ? e.face : null;
};
const ROLLED: readonly GameEvent[] = [{ type: 'rolled', face: 5 }];

function tray(over: Partial<DiceTrayProps<number>>): string {
  return renderToStaticMarkup(
    <DiceTray events={ROLLED} rollOf={rollOf} rollMs={500} className={(_, rolling) => (rolling ? 'tray is-rolling' : 'tray')} testId="dice" hint={{ skip: 'Skip', close: 'Close', className: 'hint' }} {...over}>
      {(face, tumble) => <Die className="my-die" face={tumble.face(0, face)} rolling={tumble.rolling} />}
    </DiceTray>,
  );
}

const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('DiceTray', () => {
  const cases: { name: string; props: Partial<DiceTrayProps<number>>; rolling: string | undefined; hint: string | null; face: string | null }[] = [
    { name: 'no roll among the events: no tray', props: { events: [{ type: 'moved' }] }, rolling: undefined, hint: null, face: null },
    { name: 'its own tumble starts rolling', props: {}, rolling: 'true', hint: 'Skip', face: null },
    { name: 'no time to roll: the dice have landed', props: { rollMs: 0 }, rolling: 'false', hint: 'Close', face: '5' },
    { name: 'the frame still holds the roll: rolling', props: { held: { rolling: true, settled: () => undefined } }, rolling: 'true', hint: 'Skip', face: null },
    { name: 'the frame let the roll go: landed on the engine’s face', props: { held: { rolling: false, settled: () => undefined } }, rolling: 'false', hint: 'Close', face: '5' },
  ];
  it.each(cases)('$name', ({ props, rolling, hint, face }) => {
    const html = tray(props);
    expect(attr(html, 'data-rolling')).toBe(rolling);
    if (hint === null) return expect(html).toBe('');
    expect(html).toContain(`<span class="hint">${hint}</span>`);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(attr(html, 'class')).toBe(rolling === 'true' ? 'tray is-rolling' : 'tray');
    if (face !== null) expect(attr(html, 'data-value')).toBe(face);
  });

  it('names where the game put it', () => {
    expect(attr(tray({ rollMs: 0, spotOf: () => 'top-left' }), 'data-spot')).toBe('top-left');
  });
});

describe('Die', () => {
  it.each([1, 2, 3, 4, 5, 6])('face %i shows that many pips', (face) => {
    const html = renderToStaticMarkup(<Die className="d" face={face} rolling={false} />);
    expect(html.match(/class="pip on"/g)).toHaveLength(face);
    expect(html.match(/class="pip/g)).toHaveLength(9);
  });

  it('is an image with a name when given one, and counts for its value', () => {
    const html = renderToStaticMarkup(<Die className="d" face={4} value={5} label="Die showing 5" rolling />);
    expect(html).toContain('class="die d is-rolling" data-value="5" role="img" aria-label="Die showing 5"');
  });
});

describe('tumbleFace', () => {
  it.each([0, 1, 2, 3, 4, 5])('die %i runs through all six faces', (index) => {
    const faces = new Set(Array.from({ length: 6 }, (_, tick) => tumbleFace(tick, index)));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('serialOf', () => {
  it('gives each events array its own number, and the same array the same one', () => {
    const a: readonly GameEvent[] = [{ type: 'rolled', face: 1 }];
    const b: readonly GameEvent[] = [{ type: 'rolled', face: 1 }];
    expect(serialOf(a)).toBe(serialOf(a));
    expect(serialOf(a)).not.toBe(serialOf(b));
  });
});
