import { describe, expect, it } from 'vitest';
import { appProtocolOrigin } from './appOrigin';
import { checkSender, parsePayload, parseSavePayload, type PayloadName, type SenderInfo, type TrustedWindow } from './ipcChecks';
import { makeSave, withOwnKey } from './testing/saveFixtures';

const APP = appProtocolOrigin('/app/dist');
const TRUSTED: TrustedWindow = { webContentsId: 7, app: APP };
const OURS: SenderInfo = { webContentsId: 7, frameUrl: 'app://halo/index.html', isMainFrame: true };

describe('checkSender', () => {
  it.each<[string, SenderInfo, TrustedWindow, string | undefined]>([
    ['our window, our page, top frame', OURS, TRUSTED, undefined],
    ['our page with a hash route', { ...OURS, frameUrl: 'app://halo/index.html#/saves' }, TRUSTED, undefined],
    ['another window', { ...OURS, webContentsId: 8 }, TRUSTED, 'ipc/unknown-window'],
    ['while no window exists', OURS, { ...TRUSTED, webContentsId: undefined }, 'ipc/unknown-window'],
    ['a frame that is gone', { ...OURS, frameUrl: undefined }, TRUSTED, 'ipc/no-frame'],
    ['a subframe', { ...OURS, isMainFrame: false }, TRUSTED, 'ipc/subframe'],
    ['a remote page in our window', { ...OURS, frameUrl: 'https://evil.example/' }, TRUSTED, 'ipc/foreign-page'],
    ['our index.html as a file', { ...OURS, frameUrl: 'file:///app/dist/index.html' }, TRUSTED, 'ipc/foreign-page'],
    ['about:blank', { ...OURS, frameUrl: 'about:blank' }, TRUSTED, 'ipc/foreign-page'],
    ['devtools', { ...OURS, frameUrl: 'devtools://devtools/bundled/inspector.html' }, TRUSTED, 'ipc/foreign-page'],
  ])('%s', (_name, sender, trusted, code) => {
    const result = checkSender(sender, trusted);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });
});

describe('parsePayload', () => {
  const save = makeSave();
  it.each<[string, PayloadName, unknown[], boolean]>([
    ['loadSave with an id', 'loadSave', ['save-1'], true],
    ['loadSave with a traversal id', 'loadSave', ['../settings'], false],
    ['loadSave with upper case', 'loadSave', ['Save'], false],
    ['loadSave with a number', 'loadSave', [5], false],
    ['loadSave with no argument', 'loadSave', [], false],
    ['loadSave with two arguments', 'loadSave', ['a', 'b'], false],
    ['writeSave without id', 'writeSave', [save], true],
    ['writeSave with id', 'writeSave', [save, 'abc-1'], true],
    ['writeSave with a bad id', 'writeSave', [save, 'a/b'], false],
    ['deleteSave with an id', 'deleteSave', ['x'], true],
    ['deleteSave with an object', 'deleteSave', [{ id: 'x' }], false],
    ['writeAutosave', 'writeAutosave', [save], true],
    ['exportSave with a name', 'exportSave', [save, 'My game'], true],
    ['exportSave with an empty name', 'exportSave', [save, ''], false],
    ['exportSave with a huge name', 'exportSave', [save, 'x'.repeat(121)], false],
    ['setSettings language', 'setSettings', [{ language: 'de' }], true],
    ['setSettings prefs', 'setSettings', [{ prefs: { 'risiko.maxDice': true } }], true],
    ['setSettings unknown language', 'setSettings', [{ language: 'fr' }], false],
    ['setSettings unknown key', 'setSettings', [{ language: 'de', devTools: true }], false],
    ['setSettings nested pref', 'setSettings', [{ prefs: { a: { b: 1 } } }], false],
    ['setSettings not an object', 'setSettings', ['de'], false],
  ])('%s', (_name, channel, args, accepted) => {
    expect(parsePayload(channel, args).ok).toBe(accepted);
  });

  it('names the channel and path of a refused payload', () => {
    expect(parsePayload('loadSave', ['../x'])).toEqual({ ok: false, error: { code: 'ipc/invalid-payload', params: { channel: 'loadSave', path: '0' } } });
  });
});

describe('parseSavePayload', () => {
  const cyclic: Record<string, unknown> = { ...makeSave() };
  cyclic['self'] = cyclic;
  it.each<[string, unknown, string | undefined]>([
    ['a valid save', makeSave(), undefined],
    ['a save with a __proto__ own key (as JSON.parse makes it)', withOwnKey(makeSave(), '__proto__', '{"x":1}'), 'file/forbidden-key'],
    ['a cycle', cyclic, 'save/invalid'],
    ['a BigInt inside', { ...makeSave(), name: 10n }, 'save/invalid'],
    ['undefined', undefined, 'save/invalid'],
    ['a function', () => 1, 'save/invalid'],
    ['a string', 'save', 'save/foreign-file'],
    ['null', null, 'save/foreign-file'],
    ['an extra key', { ...makeSave(), extra: true }, 'save/invalid'],
    ['a NaN action seat', { ...makeSave(), record: { ...makeSave().record, actions: [{ seat: NaN, action: null }] } }, 'save/invalid'],
    ['seats not matching players', { ...makeSave(), seats: [makeSave().seats[0]] }, 'save/invalid'],
  ])('%s', (_name, value, code) => {
    const result = parseSavePayload(value);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it('returns a fresh plain object, not the caller\u2019s', () => {
    const original = makeSave();
    const parsed = parseSavePayload(original);
    expect(parsed).toEqual({ ok: true, value: original });
    if (parsed.ok) expect(parsed.value).not.toBe(original);
  });
});
