/**
 * The 24 campaign cards (our design, RULES.md F): 8 Easy, 8 Heroic, 8 Legendary. `oneOnOne` marks the cards
 * with the "••" symbol used in ONE-ON-ONE. `when` says when the goal is checked (rulebook: some goals
 * are met at the start, during or after your turn): `start` = the position at the start of your turn,
 * `during` = what you did this turn, `end` = the position after your attack phase.
 * Texts: `objectives.<id>` in the locales, with the goal's numbers as parameters.
 */
export const DIFFICULTIES = ['easy', 'heroic', 'legendary'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export type ObjectiveTiming = 'start' | 'during' | 'end';

export type Goal =
  | { readonly kind: 'hold-territories'; readonly count: number }
  | { readonly kind: 'strong-territories'; readonly count: number; readonly units: number }
  | { readonly kind: 'conquests'; readonly count: number }
  | { readonly kind: 'conquests-from-one'; readonly count: number }
  | { readonly kind: 'two-opponents' }
  | { readonly kind: 'regions'; readonly count: number }
  | { readonly kind: 'region-bonus'; readonly min: number }
  | { readonly kind: 'units-in-one'; readonly count: number }
  | { readonly kind: 'hero-conquests'; readonly count: number }
  | { readonly kind: 'teleporter-pair' }
  | { readonly kind: 'enemy-bases'; readonly count: number }
  | { readonly kind: 'both-halves' }
  | { readonly kind: 'eliminate' }
  | { readonly kind: 'each-half'; readonly count: number }
  | { readonly kind: 'base-fortress' };

export type GoalKind = Goal['kind'];

export interface CampaignCard {
  readonly id: string;
  readonly difficulty: Difficulty;
  readonly when: ObjectiveTiming;
  readonly oneOnOne: boolean;
  readonly goal: Goal;
}

/** When each kind of goal is checked; the data below must agree (a test checks it). */
export const GOAL_TIMING: Readonly<Record<GoalKind, ObjectiveTiming>> = {
  'hold-territories': 'start',
  'strong-territories': 'start',
  conquests: 'during',
  'conquests-from-one': 'during',
  'two-opponents': 'during',
  regions: 'end',
  'region-bonus': 'end',
  'units-in-one': 'end',
  'hero-conquests': 'during',
  'teleporter-pair': 'end',
  'enemy-bases': 'end',
  'both-halves': 'during',
  eliminate: 'during',
  'each-half': 'end',
  'base-fortress': 'end',
};

function card(id: string, difficulty: Difficulty, oneOnOne: boolean, goal: Goal): CampaignCard {
  return { id, difficulty, when: GOAL_TIMING[goal.kind], oneOnOne, goal };
}

export const CAMPAIGN_CARDS: readonly CampaignCard[] = [
  card('cc-e-01', 'easy', true, { kind: 'hold-territories', count: 12 }),
  card('cc-e-02', 'easy', true, { kind: 'conquests', count: 3 }),
  card('cc-e-03', 'easy', true, { kind: 'regions', count: 1 }),
  card('cc-e-04', 'easy', true, { kind: 'units-in-one', count: 10 }),
  card('cc-e-05', 'easy', false, { kind: 'hero-conquests', count: 1 }),
  card('cc-e-06', 'easy', false, { kind: 'teleporter-pair' }),
  card('cc-e-07', 'easy', false, { kind: 'two-opponents' }),
  card('cc-e-08', 'easy', false, { kind: 'strong-territories', count: 3, units: 5 }),
  card('cc-h-01', 'heroic', true, { kind: 'conquests', count: 5 }),
  card('cc-h-02', 'heroic', true, { kind: 'regions', count: 2 }),
  card('cc-h-03', 'heroic', true, { kind: 'enemy-bases', count: 1 }),
  card('cc-h-04', 'heroic', false, { kind: 'hold-territories', count: 18 }),
  card('cc-h-05', 'heroic', false, { kind: 'both-halves' }),
  card('cc-h-06', 'heroic', false, { kind: 'eliminate' }),
  card('cc-h-07', 'heroic', false, { kind: 'region-bonus', min: 3 }),
  card('cc-h-08', 'heroic', false, { kind: 'hero-conquests', count: 2 }),
  card('cc-l-01', 'legendary', true, { kind: 'conquests', count: 7 }),
  card('cc-l-02', 'legendary', true, { kind: 'regions', count: 3 }),
  card('cc-l-03', 'legendary', false, { kind: 'hold-territories', count: 24 }),
  card('cc-l-04', 'legendary', false, { kind: 'enemy-bases', count: 2 }),
  card('cc-l-05', 'legendary', false, { kind: 'each-half', count: 8 }),
  card('cc-l-06', 'legendary', false, { kind: 'units-in-one', count: 25 }),
  card('cc-l-07', 'legendary', false, { kind: 'conquests-from-one', count: 4 }),
  card('cc-l-08', 'legendary', true, { kind: 'base-fortress' }),
];

const BY_ID: ReadonlyMap<string, CampaignCard> = new Map(CAMPAIGN_CARDS.map((c) => [c.id, c]));

export function campaignCard(id: string): CampaignCard | undefined {
  return BY_ID.get(id);
}

/** The goal's numbers, as i18n parameters for its text. */
export function goalParams(goal: Goal): Record<string, number> {
  const { kind: _kind, ...params } = goal;
  return params;
}
