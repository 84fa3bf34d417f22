/** Answers to pending decisions: each kind of question has a small handler (STYLE: a table, not a switch). */
import { assign } from './combat';
import { runStep } from './effects';
import { chooseStop, finishReconcile, setStage, startFight } from './flow';
import { addWounds, discardFromHand, healCard, player, type G } from './ops';
import { toTheRight } from './queries';
import { answerBid, answerStarting } from './starting';
import type { Pending, PendingKind } from './types';
import { fpAssignOptions } from './combat';

type Handler = (g: G, p: Pending, option: string) => void;

function again(g: G, p: Pending, options: string[], left: number): void {
  if (left > 0 && options.length > 0) g.s.pending.push({ ...p, options, left });
}

const resume: Handler = (g, p, option) => {
  if (p.step !== undefined) runStep(g, p.step, option);
};

const HANDLERS: Readonly<Record<PendingKind, Handler>> = {
  bid: (g, p, option) => answerBid(g, p.seat, Number(option)),
  startingCompanion: (g, p, option) => answerStarting(g, p.seat, option),
  sanctuaryHeal: (g, p, option) => {
    if (option === 'done') return;
    healCard(g, option, 1);
    const wounded = player(g, p.seat).company.filter((x) => (g.s.inPlay[x]?.w ?? 0) > 0);
    again(g, p, wounded.length > 0 ? [...wounded, 'done'] : [], (p.left ?? 1) - 1);
  },
  snipeWound: (g, p, option) => {
    addWounds(g, option, 1, 'wounded');
    again(g, p, p.options.filter((x) => g.s.inPlay[x] !== undefined), (p.left ?? 1) - 1);
  },
  snipeShadow: (g, _p, option) => {
    g.s.turn.sniped = Number(option);
  },
  assignDefender: (g, p, option) => {
    if (option === 'done') {
      g.s.turn.reconcile = toTheRight(g.s, g.s.turn.fp);
      setStage(g.s, 'assignShadow');
      return;
    }
    const [def, atk] = option.split('>');
    assign(g, def ?? '', atk ?? '');
    g.s.pending.push({ ...p, options: [...fpAssignOptions(g.s), 'done'] });
  },
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
