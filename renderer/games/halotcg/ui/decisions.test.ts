import { describe, expect, it } from 'vitest';
import type { HaloAction, HaloView } from '../../../../engines/halotcg';
import { clickCard, listedCopy, markOf, visibleChoices, type Choice } from './decisions';

const c = (action: HaloAction, cards: string[]): Choice => ({ action, label: JSON.stringify(action), cards });
const pass = c({ type: 'pass' }, []);
const playAlone = c({ type: 'play', card: '0.5' }, ['0.5']);
const playOnA = c({ type: 'play', card: '0.7', on: '0.1' }, ['0.7', '0.1']);
const playOnB = c({ type: 'play', card: '0.7', on: '0.2' }, ['0.7', '0.2']);
const assign = c({ type: 'choose', option: '0.1>1.9' }, ['0.1', '1.9']);
const choices = [pass, playAlone, playOnA, playOnB, assign];

describe('clicking cards', () => {
  it.each([
    { name: 'a card that is a whole action on its own acts at once', selected: null, click: '0.5', out: { kind: 'act', action: playAlone.action } },
    { name: 'a card with several targets is selected first', selected: null, click: '0.7', out: { kind: 'select', iid: '0.7' } },
    { name: 'then a target acts', selected: '0.7', click: '0.2', out: { kind: 'act', action: playOnB.action } },
    { name: 'assignment: a companion, then a minion', selected: '0.1', click: '1.9', out: { kind: 'act', action: assign.action } },
    { name: 'a companion alone is selected', selected: null, click: '0.1', out: { kind: 'select', iid: '0.1' } },
    { name: 'a card with nothing to do is illegal', selected: null, click: '0.9', out: { kind: 'illegal' } },
    { name: 'a wrong target with a selection is illegal', selected: '0.7', click: '1.9', out: { kind: 'illegal' } },
  ])('$name', ({ selected, click, out }) => {
    expect(clickCard(choices, selected, click)).toEqual(out);
  });

  it('marks playable cards, the selection and its targets', () => {
    expect(markOf(choices, null, '0.7')).toBe('playable');
    expect(markOf(choices, '0.7', '0.7')).toBe('selected');
    expect(markOf(choices, '0.7', '0.1')).toBe('target');
    expect(markOf(choices, null, '0.9')).toBe('none');
  });

  it('narrows the list to the selected card', () => {
    expect(visibleChoices(choices, '0.7')).toEqual([playOnA, playOnB]);
    expect(visibleChoices(choices, null)).toHaveLength(5);
  });
});

describe('a click on another copy of a listed card in hand', () => {
  const hand = [
    { iid: '0.5', card: 'unsc-marine' },
    { iid: '0.6', card: 'unsc-marine' },
    { iid: '0.7', card: 'flak-vest' },
    { iid: '0.8', card: 'flak-vest' },
    { iid: '0.9', card: 'cortana' },
  ];
  const view = { viewer: 0, players: [{ hand }] } as unknown as HaloView;
  it.each([
    { name: 'stands for the listed copy (played alone)', click: '0.6', out: '0.5' },
    { name: 'stands for the listed copy (with bearers to pick)', click: '0.8', out: '0.7' },
    { name: 'the listed copy is itself', click: '0.5', out: '0.5' },
    { name: 'a card without a listed copy is itself', click: '0.9', out: '0.9' },
    { name: 'a card in play is itself', click: '0.1', out: '0.1' },
  ])('$name', ({ click, out }) => {
    expect(listedCopy(choices, view, click)).toBe(out);
  });
});
