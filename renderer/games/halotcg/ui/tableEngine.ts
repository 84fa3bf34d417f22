/**
 * The engine as the table plays it. The automatic pass (`{ type: 'pass', auto: 'nothing-to-play' }`) is the
 * engine's own action: it is accepted only when Pass is the only legal action, and its `passed` event carries
 * the engine's `reason` and the `auto` mark, so the log says why nobody was asked. Saves replay it the same way.
 */
import { halotcgEngine, PASS_AUTO, type HaloAction, type HaloEngine } from '../../../../engines/halotcg';

export const AUTO_REASON = PASS_AUTO;
export type AutoPass = Extract<HaloAction, { type: 'pass' }> & { readonly auto: typeof PASS_AUTO };
export type TableAction = HaloAction;

export const AUTO_PASS: AutoPass = { type: 'pass', auto: AUTO_REASON };

export const tableEngine: HaloEngine = halotcgEngine;
