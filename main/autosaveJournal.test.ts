import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORDED_ACTIONS } from '../engines/core';
import { COMPACT_MIN_ACTIONS, MAX_ENTRY_ACTIONS, type AutosaveEntry } from './autosaveJournal';
import { loadFresh } from './testing/loadFresh';
import { makeSave } from './testing/saveFixtures';

// The entry and header schemas are built while the module loads: loaded afresh per test (see loadFresh).
const loadJournal = () => loadFresh(() => import('./autosaveJournal'));
let autosave: Awaited<ReturnType<typeof loadJournal>>;
beforeEach(async () => {
  autosave = await loadJournal();
});

const HASH = 'a'.repeat(64);
const AT_ENTRY = '2025-02-03T04:05:06.000Z';
const OTHER_HASH = 'b'.repeat(64);
const step = (seat: number) => ({ seat, action: { type: 'step' } });
const entry = (base: number, count = 1, savedAt = '2025-02-03T04:05:06.000Z'): AutosaveEntry => ({
  base,
  savedAt,
  actions: Array.from({ length: count }, (_, i) => step((base + i) % 2)),
});

/** The journal's lines as stored, spelled out (tables are built before the module is loaded for a test). */
const headerLine = (hash: string) => `{"format":"halo-tabletop/autosave-journal","snapshot":"${hash}"}\n`;
const entryLine = (value: AutosaveEntry) => `${JSON.stringify(value)}\n`;

describe('parseAutosaveEntry', () => {
  it('accepts a rewind without actions (an undo)', () => {
    expect(autosave.parseAutosaveEntry({ base: 3, rewind: true, savedAt: AT_ENTRY, actions: [] })).toEqual({ ok: true, value: { base: 3, rewind: true, savedAt: AT_ENTRY, actions: [] } });
  });

  it('accepts a good entry, as a value or as a line of text', () => {
    expect(autosave.parseAutosaveEntry(entry(4, 2))).toEqual({ ok: true, value: entry(4, 2) });
    expect(autosave.parseAutosaveEntry(JSON.stringify(entry(0)))).toEqual({ ok: true, value: entry(0) });
  });

  it.each<[string, unknown, string, unknown]>([
    ['no actions and no rewind', { ...entry(1), actions: [] }, 'save/invalid', { path: 'entry.actions' }],
    ['a rewind that is not true', { ...entry(1), rewind: false }, 'save/invalid', { path: 'entry.rewind' }],
    ['a negative base', { ...entry(1), base: -1 }, 'save/invalid', { path: 'entry.base' }],
    ['a fractional base', { ...entry(1), base: 1.5 }, 'save/invalid', { path: 'entry.base' }],
    ['a seat out of range', { ...entry(1), actions: [{ seat: 16, action: {} }] }, 'save/invalid', { path: 'entry.actions.0.seat' }],
    ['a date that is not ISO', { ...entry(1), savedAt: 'yesterday' }, 'save/invalid', { path: 'entry.savedAt' }],
    ['an extra key', { ...entry(1), extra: true }, 'save/invalid', { path: 'entry' }],
    ['a prototype key in an action', '{"base":0,"savedAt":"2025-02-03T04:05:06.000Z","actions":[{"seat":0,"action":{"__proto__":{"x":1}}}]}', 'file/forbidden-key', { key: '__proto__' }],
    ['a constructor key in an action', '{"base":0,"savedAt":"2025-02-03T04:05:06.000Z","actions":[{"seat":0,"action":{"constructor":1}}]}', 'file/forbidden-key', { key: 'constructor' }],
    ['not JSON', '{"base":0,', 'file/not-json', undefined],
    ['a function', () => 1, 'save/invalid', { path: 'entry' }],
    ['a BigInt', { base: 1n }, 'save/invalid', { path: 'entry' }],
  ])('refuses %s', (_name, value, code, params) => {
    expect(autosave.parseAutosaveEntry(value)).toEqual({ ok: false, error: params === undefined ? { code } : { code, params } });
  });

  it('takes a base of exactly MAX_RECORDED_ACTIONS, not one more', () => {
    const rewind = (base: number) => ({ base, rewind: true, savedAt: AT_ENTRY, actions: [] });
    expect(autosave.parseAutosaveEntry(rewind(MAX_RECORDED_ACTIONS))).toEqual({ ok: true, value: rewind(MAX_RECORDED_ACTIONS) });
    expect(autosave.parseAutosaveEntry(rewind(MAX_RECORDED_ACTIONS + 1))).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'entry.base' } } });
  });

  it('takes exactly MAX_ENTRY_ACTIONS actions, not one more', () => {
    expect(autosave.parseAutosaveEntry(entry(0, MAX_ENTRY_ACTIONS)).ok).toBe(true);
    expect(autosave.parseAutosaveEntry(entry(0, MAX_ENTRY_ACTIONS + 1))).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'entry.actions' } } });
  });
});

describe('followsOn', () => {
  it('accepts the entry that starts where the record ends', () => {
    expect(autosave.followsOn(2, entry(2, 3))).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['to the start', 0, true],
    ['by one', 1, true],
    ['to where it is (nothing undone)', 2, true],
    ['past its end', 3, false],
  ])('accepts a rewind %s: %s', (_name, base, accepted) => {
    expect(autosave.followsOn(2, { ...entry(base, 0), rewind: true }).ok).toBe(accepted);
  });

  it.each([
    ['one behind', 1],
    ['one ahead', 3],
  ])('refuses an entry %s with save/out-of-step', (_name, base) => {
    expect(autosave.followsOn(2, entry(base))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 2, base } } });
  });

  it('refuses to grow a record past MAX_RECORDED_ACTIONS, and takes it up to exactly that', () => {
    expect(autosave.followsOn(MAX_RECORDED_ACTIONS - 1, entry(MAX_RECORDED_ACTIONS - 1, 1)).ok).toBe(true);
    expect(autosave.followsOn(MAX_RECORDED_ACTIONS - 1, entry(MAX_RECORDED_ACTIONS - 1, 2))).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'record.actions' } } });
  });
});

describe('applyEntry and entryWeight', () => {
  it('appends, or cuts back first for a rewind, in place', () => {
    const actions = [step(0), step(1), step(0)];
    autosave.applyEntry(actions, entry(3, 1));
    expect(actions).toHaveLength(4);
    autosave.applyEntry(actions, { ...entry(1, 1), rewind: true });
    expect(actions).toEqual([step(0), step(1)]);
    expect(autosave.entryWeight(entry(3, 2))).toBe(2);
    expect(autosave.entryWeight({ ...entry(1, 0), rewind: true })).toBe(1);
  });
});

describe('shouldCompact', () => {
  it.each([
    [0, COMPACT_MIN_ACTIONS - 1, false],
    [0, COMPACT_MIN_ACTIONS, true],
    [1000, 999, false],
    [1000, 1000, true],
    [10_000, 9_999, false],
  ])('snapshot %i, journal %i → %s', (snapshot, journal, expected) => {
    expect(autosave.shouldCompact(snapshot, journal)).toBe(expected);
  });
});

describe('readJournal', () => {
  const snapshot = makeSave('Auto', 2);
  const header = headerLine(HASH);

  it('writes the header and entry lines in exactly the stored format', () => {
    expect(autosave.journalHeaderLine(HASH)).toBe(`{"format":"halo-tabletop/autosave-journal","snapshot":"${HASH}"}\n`);
    expect(autosave.journalEntryLine(entry(2))).toBe('{"base":2,"savedAt":"2025-02-03T04:05:06.000Z","actions":[{"seat":0,"action":{"type":"step"}}]}\n');
  });

  it('replays every entry onto its snapshot', () => {
    const text = header + entryLine(entry(2)) + entryLine(entry(3, 2, '2025-09-09T09:09:09.000Z'));
    expect(autosave.readJournal(snapshot, HASH, text)).toEqual({ ok: true, value: { kind: 'applied', save: makeSave('Auto', 5, '2025-09-09T09:09:09.000Z'), entries: 2, weight: 3, torn: false, damaged: null } });
  });

  it('replays rewinds (undo): into the journal and into the snapshot itself', () => {
    const rewind = (base: number, count = 0): AutosaveEntry => ({ ...entry(base, count), rewind: true });
    const text = header + entryLine(entry(2, 3)) + entryLine(rewind(4)) + entryLine(rewind(1, 2));
    expect(autosave.readJournal(snapshot, HASH, text)).toEqual({ ok: true, value: { kind: 'applied', save: makeSave('Auto', 3, AT_ENTRY), entries: 3, weight: 3 + 1 + 3, torn: false, damaged: null } });
  });

  it('a header alone is the snapshot as it is', () => {
    expect(autosave.readJournal(snapshot, HASH, header)).toEqual({ ok: true, value: { kind: 'applied', save: snapshot, entries: 0, weight: 0, torn: false, damaged: null } });
  });

  it("is stale when it names another snapshot (a crash between the snapshot's rename and the journal's)", () => {
    expect(autosave.readJournal(snapshot, HASH, headerLine(OTHER_HASH) + entryLine(entry(2)))).toEqual({ ok: true, value: { kind: 'stale' } });
  });

  it('leaves out a last line cut short by a crash mid-append, and says the files need rewriting', () => {
    const line = entryLine(entry(3));
    const text = header + entryLine(entry(2)) + line.slice(0, 20);
    expect(autosave.readJournal(snapshot, HASH, text)).toEqual({ ok: true, value: { kind: 'applied', save: makeSave('Auto', 3, '2025-02-03T04:05:06.000Z'), entries: 1, weight: 1, torn: true, damaged: null } });
  });

  it('keeps a complete last line whose newline was not written yet', () => {
    const text = header + entryLine(entry(2)).trimEnd();
    expect(autosave.readJournal(snapshot, HASH, text)).toMatchObject({ ok: true, value: { entries: 1, torn: true } });
  });

  it.each<[string, string, number, number]>([
    ['a broken line in the middle', header + '{"base":2,' + '\n' + entryLine(entry(2)), 0, 2],
    ['an entry that skips an action', header + entryLine(entry(2)) + entryLine(entry(4)) + entryLine(entry(5)), 1, 3],
    ['an entry repeated', header + entryLine(entry(2)) + entryLine(entry(2)), 1, 3],
    ['an entry with a prototype key', header + '{"base":2,"savedAt":"2025-02-03T04:05:06.000Z","actions":[{"seat":0,"action":{"__proto__":1}}]}\n', 0, 2],
    ['no header', entryLine(entry(2)), 0, 1],
    ['a header of another format', '{"format":"x","snapshot":"' + HASH + '"}\n', 0, 1],
    ['a header whose hash is one digit short', headerLine(HASH.slice(1)), 0, 1],
    ['a header whose hash is one digit long', headerLine(`${HASH}a`), 0, 1],
    ['a header whose hash is in upper case', headerLine(HASH.toUpperCase()), 0, 1],
    ['a header with an extra key', `${JSON.stringify({ format: 'halo-tabletop/autosave-journal', snapshot: HASH, extra: 1 })}\n`, 0, 1],
    ['a broken header before an unfinished line', `{"form\n${entryLine(entry(2)).trimEnd()}`, 0, 1],
    ['a broken line in the middle of an unfinished file', header + '{"base":2,' + '\n' + entryLine(entry(2)).trimEnd(), 0, 2],
    ['a damaged third entry after two good ones', header + entryLine(entry(2)) + entryLine(entry(3, 2)) + '{"base":5,"x"\n' + entryLine(entry(5)), 2, 4],
  ])('keeps the snapshot and every entry before %s, and names the damaged line', (_name, text, entries, damaged) => {
    const read = autosave.readJournal(snapshot, HASH, text);
    const kept = [0, 1, 3][entries] ?? 0;
    expect(read).toMatchObject({ ok: true, value: { kind: 'applied', entries, torn: true, damaged } });
    expect(read.ok && read.value.kind === 'applied' ? read.value.save.record.actions.length : -1).toBe(2 + kept);
  });

  it('reads a long journal in linear time (10,000 entries on a 10,000-action snapshot)', () => {
    const big = makeSave('Auto', 10_000);
    const lines = [header];
    for (let base = 10_000; base < 20_000; base++) lines.push(entryLine(entry(base)));
    const started = performance.now();
    const read = autosave.readJournal(big, HASH, lines.join(''));
    const ms = performance.now() - started;
    expect(read.ok && read.value.kind === 'applied' ? read.value.save.record.actions.length : 0).toBe(20_000);
    expect(ms).toBeLessThan(3_000);
  });

  it('treats an empty file, or a header cut short (the journal never got its header), as stale', () => {
    expect(autosave.readJournal(snapshot, HASH, '')).toEqual({ ok: true, value: { kind: 'stale' } });
    expect(autosave.readJournal(snapshot, HASH, header.slice(0, 30))).toEqual({ ok: true, value: { kind: 'stale' } });
  });
});
