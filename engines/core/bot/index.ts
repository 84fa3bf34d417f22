/** The generic computer opponent: information-set Monte Carlo tree search over any GameEngine. */
export { actionKey, expandAmounts, spread, withinLegal } from './amounts';
export { search, type RootStat, type SearchGame, type SearchLimits, type SearchResult } from './search';
export { EASY_ODDS, pickAmongGood, type GoodOdds, type Scored } from './choose';
