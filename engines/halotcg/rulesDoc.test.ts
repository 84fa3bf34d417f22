import { describe } from 'vitest';
import { itKeepsItsRulings } from '../core/testing/rulesDoc';
import doc from './RULES.md?raw';

const sources = {
  ...import.meta.glob<string>('./**/*.ts', { query: '?raw', import: 'default' }),
  // The card text's writer and the table's seat answers are cited from outside the engine folder.
  ...import.meta.glob<string>(['/scripts/halotcg/*.ts', '/renderer/games/halotcg/ui/decisions.ts'], { query: '?raw', import: 'default' }),
};

describe('RULES.md', () => {
  itKeepsItsRulings(doc, sources);
});
