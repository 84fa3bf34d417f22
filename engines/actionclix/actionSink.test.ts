import { describe, expect, it } from 'vitest';
import { ActionSink, openSink } from './actionSink';
import type { ActionClixAction } from './types';

const a: ActionClixAction = { type: 'pass' };
const b: ActionClixAction = { type: 'endTurn' };
const move = (to: number): ActionClixAction => ({ type: 'move', unit: '0-x', to });

describe('the listing buffer', () => {
  it('keeps actions in order, one or two at a time, and hands back an exact-size copy', () => {
    const sink = new ActionSink();
    sink.push(a);
    sink.push(move(1), move(2));
    expect(sink.length).toBe(3);
    const out = sink.take();
    expect(out).toEqual([a, move(1), move(2)]);
    expect(sink.length).toBe(0);
    sink.push(b);
    expect(sink.take()).toEqual([b]);
    expect(out).toEqual([a, move(1), move(2)]);
  });

  it('filters in place, keeping the order', () => {
    const sink = new ActionSink();
    for (let to = 0; to < 6; to++) sink.push(move(to));
    sink.filter((x) => x.type === 'move' && x.to % 2 === 0);
    sink.push(b);
    expect(sink.take()).toEqual([move(0), move(2), move(4), b]);
  });

  it('gives a listing opened while another is open a buffer of its own, and reuses the shared one once free', () => {
    const outer = openSink();
    outer.push(a);
    const inner = openSink();
    expect(inner).not.toBe(outer);
    inner.push(b);
    expect(inner.take()).toEqual([b]);
    expect(outer.take()).toEqual([a]);
    expect(openSink()).toBe(outer);
    outer.take();
  });
});
