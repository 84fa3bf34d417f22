/**
 * The end-to-end play-throughs check more than that each action was accepted: before each step (and after
 * the last one) what the board and the panel show must be the engine's state. The canvas is read from the
 * Konva nodes the board draws (PieceNodes.tsx): each territory's badge (owner's colour, unit count) and
 * hero token (its owner's colour); the panel from its data attributes and text (phase, the decision asked,
 * whose turn the turn line names, the players' territory and unit totals).
 */
import { expect, type Page } from '@playwright/test';
import { unwrap, type Seat } from '../../../engines/core';
import { risikoEngine, type BattlefieldId, type RisikoAction, type RisikoState, type RisikoView, type TerritoryId } from '../../../engines/risiko';
import { NEUTRAL_COLOUR } from '../../../renderer/games/risiko/board/colour';
import { boardModel } from '../../../renderer/games/risiko/board/model';
import { decisionsOf } from '../../../renderer/games/risiko/decisions';
import { readStages } from '../../support/stage';

/** What one territory shows: badge colour and number (none for an empty one) and the hero's colour. */
export interface ShownTerritory {
  readonly colour: string | null;
  readonly units: number | null;
  readonly hero: string | null;
}

/** What the screen shows of the game, in the engine's terms where the DOM says them. */
export interface ShownGame {
  readonly territories: Readonly<Record<TerritoryId, ShownTerritory>>;
  readonly phase: string;
  /** The decision the panel asks for (its `data-step`). */
  readonly step: string;
  /** Whose turn the turn line names. */
  readonly turnOf: string;
  readonly totals: readonly { readonly territories: string; readonly units: string }[];
}

interface Piece {
  readonly x: number;
  readonly y: number;
  readonly colour: string;
  readonly units?: string;
}

interface Screen {
  readonly badges: Piece[];
  readonly heroes: Piece[];
  readonly phase: string;
  readonly step: string;
  readonly turnLine: string;
  readonly totals: { territories: string; units: string }[];
  readonly seatColours: string[];
}

/** Everything the check reads, in one read inside the page: the board's Konva pieces and the panel's DOM. */
async function readScreen(page: Page, players: number): Promise<Screen> {
  return readStages(page, (stages, players) => {
    const badges: Piece[] = [];
    const heroes: Piece[] = [];
    for (const stage of stages) {
      for (const text of stage.find('Text')) {
        // A badge: three circles (shadow, disc in the owner's colour, rim) and the count.
        const kids = text.getParent()?.getChildren() ?? [];
        const anchor = text.getParent()?.getParent();
        if (kids.length !== 4 || kids.slice(0, 3).some((k) => k.className !== 'Circle') || !anchor) continue;
        badges.push({ x: anchor.x(), y: anchor.y(), colour: kids[1]?.fill?.() ?? '', units: text.text?.() ?? '' });
      }
      // A hero: a glyph (Path) on a round token whose second circle is the ring in the owner's colour.
      for (const token of new Set(stage.find('Path').map((p) => p.getParent()))) {
        const ring = token?.getChildren().filter((c) => c.className === 'Circle')[1];
        const anchor = token?.getParent();
        if (ring !== undefined && anchor) heroes.push({ x: anchor.x(), y: anchor.y(), colour: ring.stroke?.() ?? '' });
      }
    }
    const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const hex = (css: string) => `#${(css.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    const seats = Array.from({ length: players }, (_, seat) => seat);
    // The seat's colour as the standings strip sets it (a hex colour, or whatever CSS computes for it).
    const colour = (seat: number) => {
      const entry = byId(`risiko-standing-${seat}`);
      const css = entry ? getComputedStyle(entry).getPropertyValue('--seat').trim() : '';
      return css.startsWith('#') ? css.toLowerCase() : css === '' ? '' : hex(css);
    };
    return {
      badges,
      heroes,
      phase: byId('risiko-turn')?.getAttribute('data-phase') ?? '',
      step: byId('risiko-orders')?.getAttribute('data-step') ?? '',
      turnLine: byId('risiko-turn')?.querySelector('.rk-turn-line')?.textContent ?? '',
      totals: seats.map((seat) => ({ territories: byId(`risiko-territories-${seat}`)?.textContent ?? '', units: byId(`risiko-units-${seat}`)?.textContent ?? '' })),
      seatColours: seats.map(colour),
    };
  }, players);
}

/** The board and the panel in the check's terms; `names` tell whose turn the turn line names. */
function shownGame(screen: Screen, battlefield: BattlefieldId, names: readonly string[]): ShownGame {
  const { badges, heroes } = screen;
  const at = (list: Piece[], [x, y]: readonly [number, number]) => list.filter((p) => Math.abs(p.x - x) < 0.5 && Math.abs(p.y - y) < 0.5);
  const lower = (c: string | undefined) => c?.toLowerCase() ?? null;
  const territories: Record<TerritoryId, ShownTerritory> = {};
  for (const [id, art] of Object.entries(boardModel(battlefield).territories)) {
    const badge = at(badges, art.anchor);
    const hero = at(heroes, art.anchor);
    if (badge.length > 1 || hero.length > 1) throw new Error(`${id}: the board draws ${badge.length} badges and ${hero.length} heroes`);
    territories[id] = { colour: lower(badge[0]?.colour), units: badge[0] === undefined ? null : Number(badge[0].units), hero: lower(hero[0]?.colour) };
  }
  return { territories, phase: screen.phase, step: screen.step, turnOf: names.find((n) => screen.turnLine.includes(n)) ?? '', totals: screen.totals };
}

/** What the screen must show for `state` with `viewer` at the machine. */
export function expectedGame(state: RisikoState, viewer: Seat, seatColours: readonly string[], names: readonly string[]): ShownGame {
  const view = risikoEngine.view(state, viewer) as RisikoView;
  const colourOf = (seat: Seat | 'neutral' | null): string | null => (seat === null ? null : seat === 'neutral' ? NEUTRAL_COLOUR : (seatColours[seat] ?? `seat ${seat}`));
  const territories: Record<TerritoryId, ShownTerritory> = {};
  for (const [id, t] of Object.entries(view.territories)) {
    territories[id] = { colour: colourOf(t.owner), units: t.owner === null ? null : t.units, hero: colourOf(t.hero) };
  }
  const legal = risikoEngine.legalActions(state, viewer) as readonly RisikoAction[];
  const step = decisionsOf(view, legal).step.kind;
  const totals = Array.from({ length: state.players }, (_, seat) => ({
    territories: String(state.owner.filter((o) => o === seat).length),
    units: String(state.units.reduce((sum, n, t) => sum + (state.owner[t] === seat ? n : 0), 0)),
  }));
  const turnOf = view.current === null ? '' : (names[view.current] ?? '');
  return { territories, phase: view.phase.kind, step, turnOf, totals };
}

/** Compares the screen with the engine, waiting for the board to catch up (animations, a render tick). */
export async function expectBoardMatches(page: Page, state: RisikoState, viewer: Seat, names: readonly string[], label: string): Promise<void> {
  const seatNames = names.slice(0, state.players);
  const { seatColours } = await readScreen(page, state.players);
  const expected = expectedGame(state, viewer, seatColours, seatNames);
  await expect
    .poll(async () => shownGame(await readScreen(page, state.players), state.options.battlefield, seatNames), {
      message: `the screen shows the engine's game ${label}`,
      timeout: 5_000,
    })
    .toEqual(expected);
}

/** The state after a step the engine must accept (a script that the rules refuse is a broken test). */
export function advance(state: RisikoState, seat: Seat, action: RisikoAction, label: string): RisikoState {
  const applied = risikoEngine.apply(state, seat, action);
  if (!applied.ok) throw new Error(`${label}: the engine refuses ${JSON.stringify(action)} for seat ${seat}: ${applied.error.code}`);
  return applied.value.state;
}

/** The state after `steps` from a new game (what the app shows after a launcher start or an import). */
export function stateAfter(players: number, options: Record<string, unknown>, seed: string, steps: readonly { readonly seat: Seat; readonly action: RisikoAction }[]): RisikoState {
  const start = unwrap(risikoEngine.setup({ players, options: unwrap(risikoEngine.parseOptions(options, players)), seed }));
  return steps.reduce((s, step, i) => advance(s, step.seat, step.action, `step ${i}`), start);
}
