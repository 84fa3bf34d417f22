/**
 * The ActionClix play-throughs check that the screen shows the engine's state before each step, not only
 * that each action was accepted: every unit on the battlefield is a Konva group `unit-<id>` at its
 * square's centre with the stat slot of its current click; the player panel shows each seat's kill
 * points and the action count of the turn. A missing or extra unit, a unit on the wrong square, a stale
 * stat slot or a wrong count fails the test with what differs.
 */
import { expect, type Page } from '@playwright/test';
import { actionclixEngine, type ActionClixState } from '../../../engines/actionclix';
import { squareCentre } from '../../../renderer/games/actionclix/model';
import { readStages } from '../../support/stage';

interface ShownUnit {
  readonly x: number;
  readonly y: number;
  /** The stat slot: speed, attack, defense, damage. */
  readonly slot: string;
}

export interface ShownBoard {
  readonly units: Readonly<Record<string, ShownUnit>>;
  readonly kills: readonly string[];
  readonly used: string | null;
}

/** Reads the units the board draws and the panel's counts in one round trip. */
export async function readBoard(page: Page, players: number): Promise<ShownBoard> {
  return readStages(page, (stages, players) => {
    const units: Record<string, ShownUnit> = {};
    for (const stage of stages) {
      for (const g of stage.find('.unit')) {
        const id = g.name().split(' ').find((n) => n.startsWith('unit-'))?.slice(5) ?? '';
        // The stat slot's four numbers are the token's texts named "stat" (speed, attack, defense, damage).
        const slot = g.find('.stat').map((t) => t.text?.() ?? '').join(' ');
        units[id] = { x: Math.round(g.x()), y: Math.round(g.y()), slot };
      }
    }
    const kills = Array.from({ length: players }, (_, i) => document.querySelector(`[data-testid="acx-kills-${i}"]`)?.textContent?.trim() ?? '');
    const used = document.querySelector('[data-testid="acx-actions"]')?.getAttribute('data-used') ?? null;
    return { units, kills, used };
  }, players);
}

/** What the board must show for the state, in the same terms. */
export function expectedBoard(s: ActionClixState): ShownBoard {
  const v = actionclixEngine.view(s, null);
  const units: Record<string, ShownUnit> = {};
  for (const u of v.units) {
    if (u.status !== 'map') continue;
    const c = squareCentre(v.width, u.sq);
    units[u.id] = { x: Math.round(c.x), y: Math.round(c.y), slot: `${u.speed} ${u.attack} ${u.defense} ${u.damage}` };
  }
  const kills = s.seats.map((st) => `☠ ${v.teamKills[st.team] ?? 0}/${s.options.killsToWin}`);
  const used = s.phase.kind === 'play' && s.turn !== null && !s.turn.deploy ? String(s.turn.used) : null;
  return { units, kills, used };
}

/** Fails unless the board shows the state (polled: the board may still be drawing the last action). */
export async function checkBoard(page: Page, s: ActionClixState, label: string): Promise<void> {
  const want = expectedBoard(s);
  await expect
    .poll(async () => {
      const shown = await readBoard(page, s.players);
      return want.used === null ? { ...shown, used: null } : shown;
    }, { message: `board before ${label}`, timeout: 5_000 })
    .toEqual(want);
}
