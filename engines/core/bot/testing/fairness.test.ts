import { describe, expect, it } from 'vitest';
import type { GameBot } from '../../bot';
import { fairnessCases, unfairness, type HiddenChange } from './fairness';
import { nimEngine, type NimAction, type NimState } from './nim';

/** Nim with a secret the seats cannot see (a hidden card, say); `leaky` shows it in the view. */
type Secret = NimState & { readonly secret: number };
const engine = (leaky: boolean) => ({
  activePlayers: (s: Secret) => nimEngine.activePlayers(s),
  legalActions: (s: Secret, seat: number) => nimEngine.legalActions(s, seat),
  view: (s: Secret): NimState => (leaky ? s : { pile: s.pile, turn: s.turn, winner: s.winner }),
});

const takeOne: GameBot<NimState, NimAction> = { styles: [], decide: (t) => t.legal[0] as NimAction };
const peeking: GameBot<NimState, NimAction> = {
  styles: [],
  decide: (t) => (t.legal[(t.view as Partial<Secret>).secret === 1 ? 1 : 0] ?? t.legal[0]) as NimAction,
};
let calls = 0;
/** A bot with memory between decisions: its second answer differs whatever the position. */
const forgetful: GameBot<NimState, NimAction> = { styles: [], decide: (t) => t.legal[calls++ % 2] as NimAction };

const position: Secret = { pile: 7, turn: 0, winner: null, secret: 0 };
const reveal: HiddenChange<Secret>['change'] = (s) => ({ ...s, secret: 1 });

describe('unfairness', () => {
  it.each([
    { name: 'an honest bot passes', leaky: false, bot: takeOne, change: reveal, problems: [] },
    { name: 'a change of nothing proves nothing', leaky: false, bot: takeOne, change: (s: Secret) => s, problems: ['the change leaves the state as it was'] },
    { name: 'a view that shows the secret fails', leaky: true, bot: peeking, change: reveal, problems: ['the change shows in the seat’s view'] },
    { name: 'a change the seat can see fails', leaky: false, bot: takeOne, change: (s: Secret) => ({ ...s, pile: 1 }), problems: ['the change shows in the seat’s view', 'the change alters the seat’s legal actions'] },
    { name: 'a bot whose choice moves with something else fails', leaky: false, bot: forgetful, change: reveal, problems: ['the choice changed: {"type":"take","count":1} became {"type":"take","count":3}'] },
  ])('$name', ({ leaky, bot, change, problems }) => {
    calls = 0;
    expect(unfairness({ engine: engine(leaky), bot, state: position, change, level: 'hard', options: { pile: 7 }, players: 2 })).toEqual(problems);
  });

  it('names every row of the table by position, change and level', () => {
    const rows = fairnessCases([{ name: 'seven', make: () => position }], [{ name: 'the secret', change: reveal }], ['easy', 'hard']);
    expect(rows.map((r) => r.name)).toEqual(['seven: the secret (easy)', 'seven: the secret (hard)']);
  });
});
