/**
 * Every event type the engine emits; each has a log line `log.<type>` (a test checks it). Card ids appear
 * only once the card is public (played, revealed, discarded); hidden draws give only counts.
 */
export const EVENT_TYPES = [
  'bid',
  'firstPlayer',
  'mulligan',
  'startingCompanion',
  'shuffled',
  'drew',
  'turnStarted',
  'poolReset',
  'healed',
  'played',
  'used',
  'twilight',
  'moved',
  'sitePlaced',
  'phase',
  'passed',
  'wounded',
  'exerted',
  'killed',
  'discarded',
  'removed',
  'pumped',
  'assigned',
  'fightResolved',
  'overwhelmed',
  'fightCancelled',
  'cancelled',
  'reconciled',
  'transferred',
  'staffed',
  'stacked',
  'eliminated',
  'siteReplaced',
  'won',
  'chose',
  'revealed',
] as const;

export type HaloEventType = (typeof EVENT_TYPES)[number];
