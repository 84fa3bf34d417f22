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
import { createAppStore } from './store';
import { refreshSaves } from './store/saveThunks';
import { settingsLoaded } from './store/settingsSlice';
import { ServicesProvider } from './ui/services';

function randomSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('-');
}

async function start(): Promise<void> {
  const host = pickHost();
  const settings = await host.getSettings();
  const language = pickLanguage(settings.language, host.systemLanguages());
  await initI18n(language);
  const games = new GameCatalog(gameEntries, (id, plugin) => addGameLocales(id, plugin.locales));
  const services = { host, games, applyLanguage: changeLanguage, now: () => new Date(), randomSeed };
  const store = createAppStore(services);
  sounds.muted = settings.muted;
  store.dispatch(settingsLoaded({ language, chosen: settings.language !== undefined, muted: settings.muted }));
  // Konva paints text once: the bundled faces must be there before the first board is drawn.
  await Promise.all([store.dispatch(refreshSaves()), fontsReady()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ServicesProvider services={services}>
          <App />
        </ServicesProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
