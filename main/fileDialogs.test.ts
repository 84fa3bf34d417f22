import type { BrowserWindow } from 'electron';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialogExtension, fileFilters, nativeFileDialogs, type NativeDialogs } from './fileDialogs';
import { menuLabels } from './menuLabels';

const WINDOW = { id: 'the window' } as unknown as BrowserWindow;
const DOCUMENTS = '/home/ann/Documents';

function harness(answers: { save?: { canceled: boolean; filePath: string }; open?: { canceled: boolean; filePaths: string[] } }, windowOpen = true) {
  const window = windowOpen ? WINDOW : undefined;
  const asked: { kind: 'save' | 'open'; parent: BrowserWindow; options: unknown }[] = [];
  const dialog: NativeDialogs = {
    showSaveDialog: async (parent, options) => (asked.push({ kind: 'save', parent, options }), answers.save ?? { canceled: true, filePath: '' }),
    showOpenDialog: async (parent, options) => (asked.push({ kind: 'open', parent, options }), answers.open ?? { canceled: true, filePaths: [] }),
  };
  const dialogs = nativeFileDialogs({ dialog, window: () => window, documents: () => DOCUMENTS, labels: async () => menuLabels('de') });
  return { asked, dialogs };
}

const de = menuLabels('de');

describe('dialogExtension and fileFilters', () => {
  it('names saves and decks by their own extension, without the dot', () => {
    expect(dialogExtension()).toBe('halosave.json');
    expect(dialogExtension('deck')).toBe('halodeck.json');
  });

  it('labels the file type by kind', () => {
    expect(fileFilters(de, ['halosave.json'])).toEqual([{ name: de.saveFileType, extensions: ['halosave.json'] }]);
    expect(fileFilters(de, ['halodeck.json', 'json'], 'deck')).toEqual([{ name: de.deckFileType, extensions: ['halodeck.json', 'json'] }]);
  });
});

describe('chooseExportPath', () => {
  it('suggests the file in the documents folder, titled and filtered in the player\u2019s language', async () => {
    const h = harness({ save: { canceled: false, filePath: '/tmp/out.halosave.json' } });
    expect(await h.dialogs.chooseExportPath('Game.halosave.json')).toBe('/tmp/out.halosave.json');
    expect(h.asked).toEqual([
      {
        kind: 'save',
        parent: WINDOW,
        options: { title: de.exportTitle, defaultPath: join(DOCUMENTS, 'Game.halosave.json'), filters: [{ name: de.saveFileType, extensions: ['halosave.json'] }] },
      },
    ]);
  });

  it('offers a deck as a deck file', async () => {
    const h = harness({ save: { canceled: false, filePath: '/tmp/red.halodeck.json' } });
    expect(await h.dialogs.chooseExportPath('red.halodeck.json', 'deck')).toBe('/tmp/red.halodeck.json');
    expect(h.asked[0]?.options).toMatchObject({ filters: [{ name: de.deckFileType, extensions: ['halodeck.json'] }] });
  });

  it.each([
    ['cancelled', { canceled: true, filePath: '/tmp/ignored.json' }],
    ['no path chosen', { canceled: false, filePath: '' }],
  ])('is undefined when %s', async (_name, save) => {
    expect(await harness({ save }).dialogs.chooseExportPath('x.halosave.json')).toBeUndefined();
  });

  it('asks nothing without a window', async () => {
    const h = harness({ save: { canceled: false, filePath: '/tmp/x' } }, false);
    expect(await h.dialogs.chooseExportPath('x.halosave.json')).toBeUndefined();
    expect(h.asked).toEqual([]);
  });
});

describe('chooseImportPath', () => {
  it('opens one file of our kind or plain JSON, titled in the player\u2019s language, and gives the first path', async () => {
    const h = harness({ open: { canceled: false, filePaths: ['/tmp/a.halosave.json', '/tmp/b.json'] } });
    expect(await h.dialogs.chooseImportPath()).toBe('/tmp/a.halosave.json');
    expect(h.asked).toEqual([
      { kind: 'open', parent: WINDOW, options: { title: de.importTitle, properties: ['openFile'], filters: [{ name: de.saveFileType, extensions: ['halosave.json', 'json'] }] } },
    ]);
  });

  it('filters decks as decks', async () => {
    const h = harness({ open: { canceled: false, filePaths: ['/tmp/red.halodeck.json'] } });
    expect(await h.dialogs.chooseImportPath('deck')).toBe('/tmp/red.halodeck.json');
    expect(h.asked[0]?.options).toMatchObject({ filters: [{ name: de.deckFileType, extensions: ['halodeck.json', 'json', 'txt'] }] });
  });

  it('is undefined when cancelled, even with a path', async () => {
    expect(await harness({ open: { canceled: true, filePaths: ['/tmp/a.json'] } }).dialogs.chooseImportPath()).toBeUndefined();
  });

  it('asks nothing without a window', async () => {
    const h = harness({ open: { canceled: false, filePaths: ['/tmp/a.json'] } }, false);
    expect(await h.dialogs.chooseImportPath()).toBeUndefined();
    expect(h.asked).toEqual([]);
  });
});
