import { describe } from 'vitest';
import { itKeepsItsRulings } from '../core/testing/rulesDoc';
import doc from './RULES.md?raw';

const sources = {
  ...import.meta.glob<string>('./**/*.ts', { query: '?raw', import: 'default' }),
  // The random-play rulings name the shared property suite.
  ...import.meta.glob<string>('/engines/core/testing/propertySuite.ts', { query: '?raw', import: 'default' }),
};

describe('RULES.md', () => {
  itKeepsItsRulings(doc, sources);
});
