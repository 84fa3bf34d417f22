import { describe, expect, it } from 'vitest';
import { afterNextPaint, lateOrNow, type FrameClock } from './useAfterPaint';

/** A clock run by hand: the frame's callbacks, then the tasks the frame queued. */
function manualClock() {
  const frames = new Map<number, () => void>();
  const tasks = new Map<number, () => void>();
  const log: string[] = [];
  let id = 0;
  const clock: FrameClock = {
    frame: (run) => (frames.set(++id, run), id),
    cancelFrame: (n) => void frames.delete(n),
    later: (run) => {
      const n = ++id;
      tasks.set(n, run);
      return n as unknown as ReturnType<typeof setTimeout>;
    },
    cancelLater: (n) => void tasks.delete(n as unknown as number),
  };
  const paint = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const run of due) run();
    log.push('painted');
  };
  const runTasks = () => {
    const due = [...tasks.values()];
    tasks.clear();
    for (const run of due) run();
  };
  return { clock, paint, runTasks, log, pending: () => frames.size + tasks.size };
}

describe('afterNextPaint', () => {
  it('runs only in a task after the next frame is painted, never within it', () => {
    const m = manualClock();
    afterNextPaint(() => m.log.push('run'), m.clock);
    m.runTasks();
    expect(m.log).toEqual([]);
    m.paint();
    expect(m.log).toEqual(['painted']);
    m.runTasks();
    expect(m.log).toEqual(['painted', 'run']);
    expect(m.pending()).toBe(0);
  });

  it('runs once', () => {
    const m = manualClock();
    let runs = 0;
    afterNextPaint(() => (runs += 1), m.clock);
    for (let i = 0; i < 3; i++) {
      m.paint();
      m.runTasks();
    }
    expect(runs).toBe(1);
  });

  it('cancelled before the frame, or after the frame but before its task, it never runs', () => {
    const m = manualClock();
    let runs = 0;
    afterNextPaint(() => (runs += 1), m.clock)();
    m.paint();
    m.runTasks();
    const cancel = afterNextPaint(() => (runs += 1), m.clock);
    m.paint();
    cancel();
    m.runTasks();
    expect(runs).toBe(0);
    expect(m.pending()).toBe(0);
  });
});

describe('lateOrNow', () => {
  const late = { value: 'before', key: 0 };
  it('gives the late value while the key stays', () => {
    expect(lateOrNow(late, { value: 'after', key: 0 }, true)).toBe('before');
  });
  it('gives the new value at once when the key changed (another seat at the screen)', () => {
    expect(lateOrNow(late, { value: 'after', key: 1 }, true)).toBe('after');
    expect(lateOrNow(late, { value: 'after', key: null }, true)).toBe('after');
  });
  it('gives the new value at once when lagging is off', () => {
    expect(lateOrNow(late, { value: 'after', key: 0 }, false)).toBe('after');
  });
});
