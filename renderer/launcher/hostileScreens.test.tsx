/**
 * Every launcher screen survives damaged storage: records seeded straight into (fake) IndexedDB, a host
 * whose calls reject, and one that never answers. Each screen is rendered with React (server renderer,
 * as the repo's other component tests) from the store that start-up would build.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostApi } from '../../main/contract';
import enCommon from '../../locales/en/common.json';
import deCommon from '../../locales/de/common.json';
import { GameCatalog } from '../games/catalog';
import { createBrowserHost } from '../host/browserHost';
import { HOSTILE_RECORDS, goodSave, seedRaw } from '../host/testing/hostileRecords';
import { i18n } from '../i18n/instance';
import { createAppStore } from '../store';
import { refreshSaves } from '../store/saveThunks';
import { HOST_TIMEOUT_MS, startupSettings } from '../store/storageThunks';
import { fixtureTestEntry } from '../store/testHarness';
import { launcherShown, type LauncherView } from '../store/uiSlice';
import { ScreenBoundary, ScreenError } from '../ui/ScreenBoundary';
import { ServicesProvider } from '../ui/services';
import { Toasts } from '../ui/Toasts';
import { Launcher } from './Launcher';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: enCommon }, de: { common: deCommon } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => vi.useRealTimers());

function appWith(host: HostApi) {
  const games = new GameCatalog([fixtureTestEntry]);
  const services = { host, games, applyLanguage: () => undefined, now: () => new Date('2025-03-04T05:06:07.000Z'), randomSeed: () => 'seed' };
  const store = createAppStore(services);
  const render = (view: LauncherView) => {
    if (JSON.stringify(store.getState().ui.launcher) !== JSON.stringify(view)) store.dispatch(launcherShown(view));
    return renderToString(
      <Provider store={store}>
        <ServicesProvider services={services}>
          <Launcher />
          <Toasts />
        </ServicesProvider>
      </Provider>,
    );
  };
  return { store, games, render };
}

const VIEWS: readonly LauncherView[] = [{ kind: 'home' }, { kind: 'saves' }, { kind: 'setup', gameId: 'fixture', seats: null }];
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe('launcher screens with damaged records in IndexedDB', () => {
  it.each(VIEWS.map((view) => ({ view, name: view.kind })))('$name shows, lists the good saves and reports the bad ones', async ({ view }) => {
    const factory = new IDBFactory();
    const host = createBrowserHost({ indexedDB: factory, files: { download: () => undefined, pick: async () => null }, languages: () => ['en'], newId: () => 'good' });
    await host.writeSave(goodSave('Good game'));
    await seedRaw(factory, HOSTILE_RECORDS, { autosave: { ...goodSave(), seats: null }, settings: { language: { x: 1 } } });
    const { store, games, render } = appWith(host);
    await games.load('fixture');
    // The screen first: a message belongs to the screen it is shown on (a new screen starts without one).
    store.dispatch(launcherShown(view));
    await store.dispatch(refreshSaves());
    const listed = 1 + HOSTILE_RECORDS.filter((r) => r.listed).length;
    const skipped = HOSTILE_RECORDS.length - HOSTILE_RECORDS.filter((r) => r.listed).length;
    expect(store.getState().saves.list).toHaveLength(listed);
    expect(store.getState().saves.autosave).toBeNull();
    expect(store.getState().ui.error).toMatchObject({ code: 'storage/saves-skipped', params: { count: skipped } });
    const html = render(view);
    expect(count(html, 'launcher')).toBe(1);
    expect(html).toContain(`data-code="storage/saves-skipped"`);
    expect(html).toContain(`Saved games that are damaged or unreadable are not listed (${skipped})`);
    if (view.kind === 'saves') expect(count(html, 'save-row')).toBe(listed);
    if (view.kind === 'setup') expect(count(html, 'setup-form')).toBe(1);
  });

  it('summaries that reach the store from any host are checked again', async () => {
    const raw = [goodSave('x'), { id: 'a', name: { x: 1 }, savedAt: 5, game: 'fixture', seats: null, actions: 0 }];
    const host = { listSaves: async () => [{ id: 'ok-1', name: 'Fine', savedAt: '2025-01-02T03:04:05.000Z', game: 'fixture', seats: goodSave().seats, actions: 0 }, ...raw], readAutosave: async () => ({ ok: true, value: null }), storageReport: async () => ({ settings: null, skippedSaves: [] }) } as unknown as HostApi;
    const { store, render } = appWith(host);
    await store.dispatch(refreshSaves());
    expect(store.getState().saves.list.map((s) => s.id)).toEqual(['ok-1']);
    expect(store.getState().ui.error).toMatchObject({ code: 'storage/saves-skipped', params: { count: 2 } });
    expect(count(render({ kind: 'saves' }), 'save-row')).toBe(1);
  });
});

describe('a host that fails or never answers', () => {
  const rejecting = new Proxy({} as HostApi, {
    get: (_target, key) => (key === 'kind' ? 'browser' : () => Promise.reject(new Error(`no ${String(key)}`))),
  });
  const silent = new Proxy({} as HostApi, {
    get: (_target, key) => (key === 'kind' ? 'browser' : () => new Promise(() => undefined)),
  });

  it.each(VIEWS.map((view) => ({ view, name: view.kind })))('rejecting calls: $name still shows with storage/unavailable', async ({ view }) => {
    expect(await startupSettings(rejecting)).toEqual({ settings: { prefs: {}, muted: false }, error: { code: 'storage/unavailable' } });
    const { store, games, render } = appWith(rejecting);
    await games.load('fixture');
    // The screen first: a message belongs to the screen it is shown on (a new screen starts without one).
    store.dispatch(launcherShown(view));
    await store.dispatch(refreshSaves());
    expect(store.getState().ui.error).toMatchObject({ code: 'storage/unavailable' });
    const html = render(view);
    expect(count(html, 'launcher')).toBe(1);
    expect(html).toContain('data-code="storage/unavailable"');
  });

  it('silent calls: start-up goes on after the time-out with defaults and a message', async () => {
    vi.useFakeTimers();
    const settings = startupSettings(silent);
    await vi.advanceTimersByTimeAsync(HOST_TIMEOUT_MS);
    expect(await settings).toEqual({ settings: { prefs: {}, muted: false }, error: { code: 'storage/unavailable' } });
    const { store, render } = appWith(silent);
    const refreshed = store.dispatch(refreshSaves());
    await vi.advanceTimersByTimeAsync(HOST_TIMEOUT_MS);
    await refreshed;
    expect(store.getState().saves).toEqual({ list: [], autosave: null, loaded: true });
    expect(store.getState().ui.error).toMatchObject({ code: 'storage/unavailable' });
    expect(count(render({ kind: 'home' }), 'launcher')).toBe(1);
  });
});

describe('ScreenBoundary', () => {
  it('catches a render error and remembers the screen it happened on', () => {
    const failed = ScreenBoundary.getDerivedStateFromError(new Error('name.map is not a function'));
    expect(failed).toEqual({ failed: { key: '', message: 'name.map is not a function' } });
    const props = { place: 'launcher' as const, screenKey: 'saves', onBack: () => undefined, children: null };
    const keyed = ScreenBoundary.getDerivedStateFromProps(props, { failed: failed.failed ?? null });
    expect(keyed).toEqual({ failed: { key: 'saves', message: 'name.map is not a function' } });
    expect(ScreenBoundary.getDerivedStateFromProps(props, { failed: keyed?.failed ?? null })).toBeNull();
    expect(ScreenBoundary.getDerivedStateFromProps({ ...props, screenKey: 'home' }, { failed: keyed?.failed ?? null })).toEqual({ failed: null });
  });

  it.each([
    ['en', 'launcher', 'This screen could not be shown', 'Back to the launcher'],
    ['de', 'game', 'Diese Ansicht konnte nicht angezeigt werden', 'Zurück zum Startbildschirm'],
  ] as const)('says what happened and shows the way back in %s (%s)', async (language, place, title, back) => {
    await i18n.changeLanguage(language);
    const html = renderToString(<ScreenError place={place} message="boom" onBack={() => undefined} />);
    await i18n.changeLanguage('en');
    expect(html).toContain(title);
    expect(html).toContain(back);
    expect(html).toContain('data-testid="screen-error-back"');
  });
});
