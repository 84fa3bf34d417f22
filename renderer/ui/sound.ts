/**
 * Our own sound effects, synthesised with the Web Audio API (no sound files): each sound is a short
 * recipe of tones and noise bursts, played through one master gain. Games name the sound an event makes
 * (`GamePlugin.soundOf`); the frame plays it unless the player muted sound (remembered in the settings).
 * The hand-over chime sounds only while the window is in the background (UX rule 8: a chime only when
 * the window is not focused).
 */

export const SOUND_IDS = ['dice', 'conquest', 'objective', 'victory', 'click', 'chime', 'shot', 'grenade', 'hit', 'down', 'capture', 'stomp', 'cannon', 'card', 'defeat'] as const;
export type SoundId = (typeof SOUND_IDS)[number];

/** A tone gliding from one frequency to another, with a quick attack and an exponential release. */
interface Tone {
  readonly kind: 'tone';
  readonly wave: OscillatorType;
  readonly from: number;
  readonly to: number;
  /** Seconds from the start of the sound. */
  readonly at: number;
  readonly length: number;
  readonly gain: number;
}

/** A burst of filtered noise (dice on a tray, a hit). */
interface Noise {
  readonly kind: 'noise';
  readonly at: number;
  readonly length: number;
  readonly gain: number;
  /** Centre of the band-pass filter in Hz. */
  readonly band: number;
}

export type Voice = Tone | Noise;

const tone = (wave: OscillatorType, from: number, to: number, at: number, length: number, gain: number): Tone => ({ kind: 'tone', wave, from, to, at, length, gain });
const noise = (at: number, length: number, gain: number, band: number): Noise => ({ kind: 'noise', at, length, gain, band });

// Notes of the fanfares (Hz).
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

export const RECIPES: Readonly<Record<SoundId, readonly Voice[]>> = {
  // Five dice rattling over the tray, then settling with a low knock.
  dice: [...[0, 0.05, 0.11, 0.16, 0.24, 0.31].map((at, i) => noise(at, 0.045, 0.5 - i * 0.04, 2600 - i * 180)), tone('sine', 140, 90, 0.33, 0.12, 0.35)],
  // A rising horn call over a hit.
  conquest: [noise(0, 0.12, 0.35, 700), tone('sawtooth', 220, 330, 0, 0.2, 0.16), tone('sawtooth', 330, 440, 0.16, 0.38, 0.16), tone('triangle', 660, 660, 0.16, 0.38, 0.12)],
  // A bright arpeggio.
  objective: [tone('triangle', 660, 660, 0, 0.22, 0.22), tone('triangle', 880, 880, 0.09, 0.22, 0.22), tone('triangle', 1320, 1320, 0.18, 0.45, 0.2), tone('sine', 1760, 1760, 0.18, 0.5, 0.08)],
  // A fanfare over a low drone.
  victory: [
    tone('sawtooth', 130.81, 130.81, 0, 1.5, 0.07),
    tone('square', C5, C5, 0, 0.16, 0.09),
    tone('square', E5, E5, 0.15, 0.16, 0.09),
    tone('square', G5, G5, 0.3, 0.16, 0.09),
    tone('square', C6, C6, 0.45, 1.0, 0.1),
    tone('triangle', G5, G5, 0.45, 1.0, 0.1),
  ],
  // A short tick.
  click: [tone('sine', 1400, 900, 0, 0.035, 0.12)],
  // Two soft bell notes: someone's turn.
  chime: [tone('sine', 880, 880, 0, 0.9, 0.18), tone('sine', 1318.5, 1318.5, 0.14, 1.0, 0.14), tone('sine', 2637, 2637, 0.14, 0.4, 0.03)],
  // A three-round burst: sharp cracks of high noise over a falling zap.
  shot: [...[0, 0.07, 0.14].map((at) => noise(at, 0.05, 0.45, 3200)), tone('square', 900, 300, 0, 0.2, 0.05)],
  // A grenade: a short whistle, then a low thud with a rumble.
  grenade: [tone('sine', 1200, 700, 0, 0.18, 0.06), noise(0.18, 0.32, 0.6, 180), tone('sine', 90, 45, 0.18, 0.35, 0.4)],
  // A hit lands: a dull knock.
  hit: [noise(0, 0.09, 0.5, 900), tone('triangle', 220, 110, 0, 0.14, 0.25)],
  // A unit goes down: a falling tone over a low noise.
  down: [tone('sawtooth', 330, 82, 0, 0.6, 0.12), noise(0, 0.3, 0.3, 400)],
  // A spawn point captured: two rising notes.
  capture: [tone('square', 440, 440, 0, 0.14, 0.08), tone('square', 660, 660, 0.12, 0.3, 0.08)],
  // The Scarab's step: a heavy, slow thump.
  stomp: [tone('sine', 70, 40, 0, 0.45, 0.5), noise(0, 0.2, 0.35, 120)],
  // The Scarab's gun: a charging whine and a deep blast.
  cannon: [tone('sawtooth', 300, 1400, 0, 0.25, 0.06), noise(0.25, 0.5, 0.6, 250), tone('sine', 60, 35, 0.25, 0.6, 0.45)],
  // A card laid on the table: a soft swish and a light tap.
  card: [noise(0, 0.08, 0.3, 5200), tone('triangle', 420, 300, 0.06, 0.06, 0.12)],
  // A player is out: three falling notes over a low drone.
  defeat: [tone('sawtooth', 110, 98, 0, 1.1, 0.06), tone('triangle', G5, G5, 0, 0.25, 0.12), tone('triangle', E5, E5, 0.22, 0.25, 0.12), tone('triangle', C5, 392, 0.44, 0.7, 0.12)],
};

/** How long a sound lasts, in seconds. */
export function duration(id: SoundId): number {
  return Math.max(...RECIPES[id].map((v) => v.at + v.length));
}

/** The order in which sounds from one action are played: each starts when the one before it ends. */
export function schedule(ids: readonly SoundId[]): readonly { readonly id: SoundId; readonly at: number }[] {
  const unique = ids.filter((id, i) => ids.indexOf(id) === i);
  let at = 0;
  return unique.map((id) => {
    const entry = { id, at };
    at += duration(id);
    return entry;
  });
}

/** The part of `AudioContext` we use (a fake in tests). */
export type AudioOut = Pick<AudioContext, 'currentTime' | 'sampleRate' | 'destination' | 'state' | 'resume' | 'createGain' | 'createOscillator' | 'createBufferSource' | 'createBuffer' | 'createBiquadFilter'>;

function playTone(out: AudioOut, master: AudioNode, v: Tone, start: number): void {
  const osc = out.createOscillator();
  const gain = out.createGain();
  osc.type = v.wave;
  osc.frequency.setValueAtTime(v.from, start + v.at);
  if (v.to !== v.from) osc.frequency.exponentialRampToValueAtTime(v.to, start + v.at + v.length);
  gain.gain.setValueAtTime(0.0001, start + v.at);
  gain.gain.exponentialRampToValueAtTime(v.gain, start + v.at + Math.min(0.012, v.length / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, start + v.at + v.length);
  osc.connect(gain).connect(master);
  osc.start(start + v.at);
  osc.stop(start + v.at + v.length + 0.02);
}

function playNoise(out: AudioOut, master: AudioNode, v: Noise, start: number, buffer: AudioBuffer): void {
  const src = out.createBufferSource();
  const filter = out.createBiquadFilter();
  const gain = out.createGain();
  src.buffer = buffer;
  filter.type = 'bandpass';
  filter.frequency.value = v.band;
  filter.Q.value = 1.2;
  gain.gain.setValueAtTime(v.gain, start + v.at);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + v.at + v.length);
  src.connect(filter).connect(gain).connect(master);
  src.start(start + v.at);
  src.stop(start + v.at + v.length + 0.02);
}

/** White noise from a fixed sequence (no Math.random needed: the same hiss every run). */
function noiseBuffer(out: AudioOut): AudioBuffer {
  const buffer = out.createBuffer(1, Math.floor(out.sampleRate * 0.2), out.sampleRate);
  const data = buffer.getChannelData(0);
  let s = 22_695_477;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    data[i] = (s / 1_073_741_824 - 1) * 0.9;
  }
  return buffer;
}

/**
 * Plays the recipes. The audio context is made at the first sound (browsers allow audio only after a
 * gesture, and every sound follows one); a browser without Web Audio just stays silent.
 */
export class SoundBoard {
  #out: AudioOut | null = null;
  #master: GainNode | null = null;
  #noise: AudioBuffer | null = null;
  #muted = false;
  readonly #make: () => AudioOut | null;

  constructor(make: () => AudioOut | null = defaultAudio) {
    this.#make = make;
  }

  get muted(): boolean {
    return this.#muted;
  }

  set muted(value: boolean) {
    this.#muted = value;
  }

  /** Plays sounds one after another; returns what was scheduled (nothing when muted or without audio). */
  play(ids: SoundId | readonly SoundId[]): readonly SoundId[] {
    const list = typeof ids === 'string' ? [ids] : ids;
    if (this.#muted || list.length === 0) return [];
    const out = this.#audio();
    if (!out || !this.#master) return [];
    if (out.state === 'suspended') void out.resume();
    const now = out.currentTime + 0.02;
    const planned = schedule(list);
    for (const { id, at } of planned) for (const v of RECIPES[id]) this.#voice(out, v, now + at);
    return planned.map((p) => p.id);
  }

  #voice(out: AudioOut, v: Voice, start: number): void {
    if (!this.#master) return;
    if (v.kind === 'tone') playTone(out, this.#master, v, start);
    else playNoise(out, this.#master, v, start, (this.#noise ??= noiseBuffer(out)));
  }

  #audio(): AudioOut | null {
    if (this.#out) return this.#out;
    const out = this.#make();
    if (!out) return null;
    const master = out.createGain();
    master.gain.value = 0.6;
    master.connect(out.destination);
    this.#out = out;
    this.#master = master;
    return out;
  }
}

function defaultAudio(): AudioOut | null {
  const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
  return Ctor ? new Ctor() : null;
}

/** The app's one sound board. */
export const sounds = new SoundBoard();

/** The hand-over chime, only while the window is in the background (the person may be looking away). */
export function chimeIfAway(board: SoundBoard = sounds, focused: () => boolean = () => globalThis.document?.hasFocus() ?? true): boolean {
  if (focused()) return false;
  return board.play('chime').length > 0;
}
