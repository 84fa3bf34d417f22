// zod is told first that eval is off limits (see zodConfig.ts); then the shell's base styles load first, so component styles imported below can refine them.
import './zodConfig';
// The bundled faces (see ui/fonts.ts), then the shell's base styles, so component styles imported below can refine them.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/rajdhani/latin-600.css';
import '@fontsource/rajdhani/latin-ext-600.css';
import '@fontsource/rajdhani/latin-700.css';
import '@fontsource/rajdhani/latin-ext-700.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/overlays.css';
import './styles/look.css';
import { fontsReady } from './ui/fonts';
import { sounds } from './ui/sound';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { GameCatalog } from './games/catalog';
import { gameEntries } from './games/registry';
import { pickHost } from './host';
import { addGameLocales, changeLanguage, initI18n } from './i18n';
import { pickLanguage } from './i18n/language';
import { createAppStore, useAppDispatch, useAppSelector } from './store';
import { refreshSaves } from './store/saveThunks';
import { settingsLoaded } from './store/settingsSlice';
import { startupSettings } from './store/storageThunks';
import { errorShown, launcherShown } from './store/uiSlice';
import { ScreenBoundary } from './ui/ScreenBoundary';
import { ServicesProvider } from './ui/services';
import enCommon from '../locales/en/common.json';
import deCommon from '../locales/de/common.json';

function randomSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('-');
}

/** The last line of defence: anything the screens' own boundaries did not catch still leaves a way back. */
function Root() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector((s) => (s.ui.screen === 'game' ? 'game' : s.ui.launcher.kind));
  return (
    <ScreenBoundary place="launcher" screenKey={screen} onBack={() => dispatch(launcherShown({ kind: 'home' }))}>
      <App />
    </ScreenBoundary>
  );
}

/** Start-up itself failed (before React could show anything): say so in both languages instead of a blank page. */
function showFatal(error: unknown): void {
  console.error('[start] failed', error);
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('div');
  message.className = 'screen-error hud-panel';
  message.setAttribute('role', 'alert');
  message.dataset['testid'] = 'start-failed';
  for (const common of [enCommon, deCommon]) {
    const line = document.createElement('p');
    line.textContent = `${common.storage.crashTitle}. ${common.storage.crashBody}`;
    message.append(line);
  }
  root.replaceChildren(message);
}

async function start(): Promise<void> {
  const host = pickHost();
  // A host that rejects or never answers gives defaults and a message, never a page that waits forever.
  const { settings, error } = await startupSettings(host);
  const language = pickLanguage(settings.language, host.systemLanguages());
  await initI18n(language);
  const games = new GameCatalog(gameEntries, (id, plugin) => addGameLocales(id, plugin.locales));
  const services = { host, games, applyLanguage: changeLanguage, now: () => new Date(), randomSeed };
  const store = createAppStore(services);
  sounds.muted = settings.muted;
  store.dispatch(settingsLoaded({ language, chosen: settings.language !== undefined, muted: settings.muted }));
  // Konva paints text once: the bundled faces must be there before the first board is drawn.
  await Promise.all([store.dispatch(refreshSaves()), fontsReady()]);
  if (error && store.getState().ui.error === null) store.dispatch(errorShown(error));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ServicesProvider services={services}>
          <Root />
        </ServicesProvider>
      </Provider>
    </StrictMode>,
  );
}

start().catch(showFatal);
