/**
 * Every event type the engine emits; each has a log line `log.<type>` in the locales (a test checks it).
 * Seats are in `seat`, `attacker`, `defender`, `by`, `to`, `ally` (null = the neutral Flood); territories
 * are ids; card ids appear only once a card is public (played, completed or revealed).
 */
export const EVENT_TYPES = [
  'teleporterPlaced',
  'basePlaced',
  'territoryClaimed',
  'neutralPlaced',
  'setupUnitsPlaced',
  'heroPlaced',
  'setupFinished',
  'turnStarted',
  'skullsTraded',
  'reinforced',
  'heroRedeployed',
  'attackPhase',
  'transferRequested',
  'transferAccepted',
  'transferDeclined',
  'attackDeclared',
  'cardPlayed',
  'attackForced',
  'defendedAutomatically',
  'ambush',
  'diceRolled',
  'heroFell',
  'conquered',
  'movedIn',
  'playerEliminated',
  'objectivesPassed',
  'attacksEnded',
  'bombarded',
  'airlifted',
  'heroJumped',
  'objectiveCompleted',
  'objectiveRevealed',
  'maneuvered',
  'cardDrawn',
  'deckReshuffled',
  'turnEnded',
  'gameWon',
] as const;

export type RisikoEventType = (typeof EVENT_TYPES)[number];
