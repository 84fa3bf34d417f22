import { describe } from 'vitest';
import { itKeepsItsRulings } from '../core/testing/rulesDoc';
import doc from './RULES.md?raw';

const sources = import.meta.glob<string>('./**/*.ts', { query: '?raw', import: 'default' });

describe('RULES.md', () => {
  itKeepsItsRulings(doc, sources);
});
