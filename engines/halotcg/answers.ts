/** Answers to pending decisions: each kind of question has a small handler (STYLE: a table, not a switch). */
import { answerAssignDefender, assign } from './assignmentPhase';
import { runStep } from './effects';
import { discardFromHand, healCard, player, type G } from './ops';
import { setStage } from './procedure';
import { chooseStop, finishReconcile } from './regroupPhase';
import { startFight } from './skirmishPhase';
import { answerSnipeShadow, answerSnipeWound } from './snipingPhase';
import { answerBid, answerChooseFirst, answerMulligan, answerStarting } from './starting';
import type { Pending, PendingKind } from './types';

type Handler = (g: G, p: Pending, option: string) => void;

function again(g: G, p: Pending, options: string[], left: number): void {
  if (left > 0 && options.length > 0) g.s.pending.push({ ...p, options, left });
}

const resume: Handler = (g, p, option) => {
  if (p.step !== undefined) runStep(g, p.step, option);
};

const HANDLERS: Readonly<Record<PendingKind, Handler>> = {
  bid: (g, p, option) => answerBid(g, p.seat, Number(option)),
  chooseFirst: (g, _p, option) => answerChooseFirst(g, Number(option)),
  startingCompanion: (g, p, option) => answerStarting(g, p.seat, option),
  mulligan: (g, p, option) => answerMulligan(g, p.seat, option),
  sanctuaryHeal: (g, p, option) => {
    if (option === 'done') return;
    healCard(g, option, 1);
    const wounded = player(g, p.seat).company.filter((x) => (g.s.inPlay[x]?.w ?? 0) > 0);
    again(g, p, wounded.length > 0 ? [...wounded, 'done'] : [], (p.left ?? 1) - 1);
  },
  snipeWound: answerSnipeWound,
  snipeShadow: (g, _p, option) => answerSnipeShadow(g, option),
  assignDefender: answerAssignDefender,
  assignShadow: (g, _p, option) => {
    const [def, atk] = option.split('>');
    assign(g, def ?? '', atk ?? '');
  },
  chooseFight: (g, _p, option) => startFight(g, option),
  reconcileOne: (g, p, option) => {
    if (option !== 'skip') discardFromHand(g, option);
    finishReconcile(g, p.seat);
  },
  reconcileDown: (g, p, option) => {
    discardFromHand(g, option);
    const left = (p.left ?? 1) - 1;
    if (left > 0) g.s.pending.push({ ...p, options: [...player(g, p.seat).hand], left });
    else finishReconcile(g, p.seat);
  },
  regroupChoice: (g, _p, option) => {
    if (option === 'move') setStage(g.s, 'move');
    else chooseStop(g);
  },
  chooseTarget: resume,
  chooseOption: resume,
  chooseNumber: resume,
  choosePlay: resume,
  orderTriggers: (g, _p, option) => {
    const t = g.s.triggers;
    if (t === null) return;
    const item = t.rest[Number(option)];
    if (item === undefined) return;
    t.ordered.push(item);
    t.rest = t.rest.filter((_, i) => i !== Number(option));
  },
};

export function answer(g: G, p: Pending, option: string): void {
  HANDLERS[p.kind](g, p, option);
}
