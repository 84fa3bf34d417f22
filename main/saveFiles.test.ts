import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportSave, exportText, importSave, importText, withSaveExtension, type SaveFileDialogs } from './saveFiles';
import { loadFresh } from './testing/loadFresh';
import { brokenSaveTexts, makeSave, tempFolder } from './testing/saveFixtures';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

const dialogs = (exportPath?: string, importPath?: string): SaveFileDialogs & { suggested: string[] } => {
  const suggested: string[] = [];
  return {
    suggested,
    chooseExportPath: async (name) => {
      suggested.push(name);
      return exportPath;
    },
    chooseImportPath: async () => importPath,
  };
};

describe('exportFileName', () => {
  it.each([
    ['plain name', 'Risiko – 2025-01-02', 'Risiko – 2025-01-02.halosave.json'],
    ['folders stripped', '../../etc/passwd', 'etc-passwd.halosave.json'],
    ['Windows reserved characters', 'a<b>c:d"e|f?g*h\\i', 'a-b-c-d-e-f-g-h-i.halosave.json'],
    ['control characters', 'tab\there\u0000', 'tab-here.halosave.json'],
    ['extension not doubled', 'game.halosave.json', 'game.halosave.json'],
    ['only dots', '...', 'halo-save.halosave.json'],
    ['very long', 'x'.repeat(300), `${'x'.repeat(100)}.halosave.json`],
    ['a deck extension not doubled', 'red.halodeck.json', 'red.halosave.json'],
    ['an extension only stripped at the end', 'a.json.b', 'a.json.b.halosave.json'],
    ['an old export name kept in the middle', 'x.halosave.json copy', 'x.halosave.json copy.halosave.json'],
    ['a run of reserved characters becomes one dash', 'a<<>>b', 'a-b.halosave.json'],
    ['trailing dots, spaces and dashes trimmed', 'end. - .', 'end.halosave.json'],
    ['leading dots, spaces and dashes trimmed', ' .-start', 'start.halosave.json'],
  ])('%s', async (_name, input, expected) => {
    // The pattern of unsafe characters is built while the module loads: loaded afresh (see loadFresh).
    const fresh = await loadFresh(() => import('./saveFiles'));
    expect(fresh.exportFileName(input)).toBe(expected);
  });
});

describe('withSaveExtension', () => {
  it.each([
    ['/home/me/game', '/home/me/game.halosave.json'],
    ['/home/me/game.halosave.json', '/home/me/game.halosave.json'],
    ['/home/me/game.json', '/home/me/game.json'],
    ['/home/me/GAME.JSON', '/home/me/GAME.JSON'],
    ['/home/me/game.json.txt', '/home/me/game.json.txt.halosave.json'],
    ['/home/me.json/game', '/home/me.json/game.halosave.json'],
  ])('%s', (input, expected) => {
    expect(withSaveExtension(input)).toBe(expected);
  });
});

describe('exportSave', () => {
  it('writes the save where the person chose, suggesting a safe name', async () => {
    const fake = dialogs(join(dir, 'mine'));
    expect(await exportSave(makeSave('Out'), 'My/Game', fake)).toEqual({ ok: true, value: true });
    expect(fake.suggested).toEqual(['My-Game.halosave.json']);
    expect(JSON.parse(await readFile(join(dir, 'mine.halosave.json'), 'utf8'))).toEqual(makeSave('Out'));
  });

  it('is false when cancelled', async () => {
    expect(await exportSave(makeSave(), 'x', dialogs(undefined))).toEqual({ ok: true, value: false });
  });

  it('reports a write failure with a code', async () => {
    expect(await exportSave(makeSave(), 'x', dialogs(join(dir, 'no', '\u0000bad')))).toEqual({ ok: false, error: { code: 'save/write-failed' } });
  });
});

describe('importSave', () => {
  it.each<[string, string | Buffer, string | undefined]>([
    ['a good save', JSON.stringify(makeSave('In')), undefined],
    ['a corrupt file', '{"format":', 'file/not-json'],
    ['a foreign JSON file', '{"name":"package","version":"1.0.0"}', 'save/foreign-file'],
    ['a __proto__ key', '{"__proto__":{"polluted":1},"format":"halo-tabletop/save"}', 'file/forbidden-key'],
    ['a file over 8 MB', Buffer.alloc(8 * 1024 * 1024 + 10, 0x20), 'file/too-large'],
    ...brokenSaveTexts(JSON.stringify(makeSave())).map((bad): [string, string, string] => [bad.name, bad.text, bad.code]),
  ])('%s', async (_name, content, code) => {
    const path = join(dir, 'import.halosave.json');
    await writeFile(path, content);
    const result = await importSave(dialogs(undefined, path));
    expect(result.ok ? undefined : result.error.code).toBe(code);
    if (result.ok) expect(result.value).toEqual(makeSave('In'));
  });

  it('is null when cancelled, and read-failed for a file that vanished', async () => {
    expect(await importSave(dialogs())).toEqual({ ok: true, value: null });
    expect(await importSave(dialogs(undefined, join(dir, 'gone.json')))).toEqual({ ok: false, error: { code: 'file/read-failed' } });
  });

  it('refuses a folder', async () => {
    expect(await importSave(dialogs(undefined, dir))).toEqual({ ok: false, error: { code: 'file/read-failed' } });
  });
});

describe('text files of a kind (deck lists)', () => {
  it('writes a deck under its own extension, suggesting a safe name', async () => {
    const fake = dialogs(join(dir, 'deck'));
    expect(await exportText('deck', '{"x":1}', 'Red/Blue', fake)).toEqual({ ok: true, value: true });
    expect(fake.suggested).toEqual(['Red-Blue.halodeck.json']);
    expect(await readFile(join(dir, 'deck.halodeck.json'), 'utf8')).toBe('{"x":1}');
  });

  it.each<[string, string | Buffer, string]>([
    ['any text, returned as it is', 'hello', 'hello'],
    ['a file over 64 KB', Buffer.alloc(64 * 1024 + 1, 0x20), 'file/too-large'],
  ])('imports %s', async (_name, content, want) => {
    const path = join(dir, 'in.halodeck.json');
    await writeFile(path, content);
    const result = await importText('deck', dialogs(undefined, path));
    expect(result.ok ? result.value : result.error.code).toBe(want);
  });

  it('is null when cancelled', async () => {
    expect(await importText('deck', dialogs())).toEqual({ ok: true, value: null });
  });

  it('is false when the export is cancelled, and writes nothing', async () => {
    const fake = dialogs(undefined);
    expect(await exportText('deck', '{"x":1}', 'Red', fake)).toEqual({ ok: true, value: false });
    expect(fake.suggested).toEqual(['Red.halodeck.json']);
    expect(await readdir(dir)).toEqual([]);
  });

  it.each<[string, (dir: string) => Promise<string>]>([
    ['a chosen file that vanished before it was read', async (folder) => join(folder, 'gone.halodeck.json')],
    ['a folder', async (folder) => folder],
  ])('refuses %s as file/read-failed', async (_name, choose) => {
    expect(await importText('deck', dialogs(undefined, await choose(dir)))).toEqual({ ok: false, error: { code: 'file/read-failed' } });
  });
});

