import { describe, expect, it } from 'vitest';
import { chimeIfAway, duration, RECIPES, schedule, SOUND_IDS, SoundBoard, type AudioOut } from './sound';

/** A fake audio context that records what was started and when. */
function fakeAudio() {
  const started: { kind: string; at: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const node = (kind: string) => ({
    connect: (next: unknown) => next,
    start: (at: number) => started.push({ kind, at }),
    stop: () => undefined,
    frequency: param(),
    gain: param(),
    Q: param(),
    type: '',
    buffer: null,
  });
  const out = {
    currentTime: 10,
    sampleRate: 8000,
    destination: {},
    state: 'running',
    resume: () => Promise.resolve(),
    createGain: () => node('gain'),
    createOscillator: () => node('tone'),
    createBufferSource: () => node('noise'),
    createBiquadFilter: () => node('filter'),
    createBuffer: (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
  } as unknown as AudioOut;
  return { out, started };
}

describe('recipes', () => {
  it.each(SOUND_IDS)('%s is short, audible and starts at once', (id) => {
    const voices = RECIPES[id];
    expect(Math.min(...voices.map((v) => v.at))).toBe(0);
    expect(duration(id)).toBeGreaterThan(0.03);
    expect(duration(id)).toBeLessThanOrEqual(1.5);
    for (const v of voices) expect(v.gain).toBeGreaterThan(0);
  });

  it('the victory fanfare climbs C–E–G–C', () => {
    const notes = RECIPES.victory.filter((v) => v.kind === 'tone' && v.wave === 'square').map((v) => (v.kind === 'tone' ? Math.round(v.from) : 0));
    expect(notes).toEqual([523, 659, 784, 1047]);
  });
});

describe('schedule', () => {
  it('plays each sound once, one after the other', () => {
    expect(schedule(['dice', 'conquest', 'dice'])).toEqual([
      { id: 'dice', at: 0 },
      { id: 'conquest', at: duration('dice') },
    ]);
  });
  it('is empty for no sounds', () => expect(schedule([])).toEqual([]));
});

describe('SoundBoard', () => {
  it('starts every voice of a sound at its offset from now', () => {
    const { out, started } = fakeAudio();
    const board = new SoundBoard(() => out);
    expect(board.play('objective')).toEqual(['objective']);
    expect(started.map((s) => s.kind)).toEqual(['tone', 'tone', 'tone', 'tone']);
    expect(started.map((s) => Math.round((s.at - 10.02) * 100) / 100)).toEqual([0, 0.09, 0.18, 0.18]);
  });

  it('plays noise for the dice', () => {
    const { out, started } = fakeAudio();
    new SoundBoard(() => out).play('dice');
    expect(started.filter((s) => s.kind === 'noise')).toHaveLength(6);
  });

  it('is silent when muted, and again audible when unmuted', () => {
    const { out, started } = fakeAudio();
    const board = new SoundBoard(() => out);
    board.muted = true;
    expect(board.play('victory')).toEqual([]);
    expect(started).toHaveLength(0);
    board.muted = false;
    expect(board.play('click')).toEqual(['click']);
    expect(started).toHaveLength(1);
  });

  it('stays silent without Web Audio', () => {
    expect(new SoundBoard(() => null).play('dice')).toEqual([]);
  });
});

describe('chimeIfAway', () => {
  it.each([
    ['window in front: no chime', true, []],
    ['window in the background: chime', false, ['tone', 'tone', 'tone']],
  ] as const)('%s', (_name, focused, kinds) => {
    const { out, started } = fakeAudio();
    chimeIfAway(new SoundBoard(() => out), () => focused);
    expect(started.map((s) => s.kind)).toEqual(kinds);
  });
});
