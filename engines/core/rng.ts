/**
 * Seeded random numbers whose whole state is plain JSON kept inside the game state.
 *
 * The generator is sfc32 ("small fast chaotic", 32-bit) from Chris Doty-Humphrey's PractRand suite,
 * where it passes the full battery. Its state is four unsigned 32-bit words: a, b, c and a counter.
 * rng.test.ts checks it against vectors printed by the reference C implementation.
 */
export type RngState = readonly [number, number, number, number];

/** A mutable cursor over an RngState, for use inside one `apply`; read `.state` back into the game. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private n: number;
  /** How many numbers were drawn through this cursor (lets callers tell whether chance was involved). */
  draws = 0;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.n] = state;
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.n];
  }

  /** The next raw 32-bit unsigned value. */
  nextUint32(): number {
    const result = (((this.a + this.b) | 0) + this.n) | 0;
    this.n = (this.n + 1) >>> 0;
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((((this.c << 21) | (this.c >>> 11)) + result) | 0) >>> 0;
    this.draws++;
    return result >>> 0;
  }

  /** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
  below(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 0x1_0000_0000) {
      throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
    }
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % bound;
    }
  }

  /** A uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.below(max - min + 1);
  }

  /** One roll of a die with `sides` faces (1..sides). */
  die(sides = 6): number {
    return 1 + this.below(sides);
  }

  /** `count` dice of `sides` faces, in the order rolled. */
  dice(count: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(sides));
    return out;
  }

  /** A uniformly shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** One element chosen uniformly; the list must not be empty. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.below(items.length)] as T;
  }
}

/** FNV-1a over the UTF-16 code units of a string: a fixed, documented 32-bit hash. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** splitmix32 step (Vigna's splitmix adapted to 32 bits) to spread a hash over the four state words. */
function splitmix32(x: number): [number, number] {
  const next = (x + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return [next, (z ^ (z >>> 16)) >>> 0];
}

/** The generator state for a seed. Any string works; the same string gives the same game everywhere. */
export function seedRng(seed: string): RngState {
  let x = fnv1a(seed);
  const words: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [next, out] = splitmix32(x);
    x = next;
    words.push(out);
  }
  const random = new Random([words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, 1]);
  // PractRand's own seeding discards the first outputs so that similar seeds diverge.
  for (let i = 0; i < 12; i++) random.nextUint32();
  return random.state;
}

/** Runs `fn` with a cursor on `state` and returns its result with the advanced state. */
export function withRandom<T>(state: RngState, fn: (random: Random) => T): { value: T; rng: RngState; draws: number } {
  const random = new Random(state);
  const value = fn(random);
  return { value, rng: random.state, draws: random.draws };
}
