// zod is told first that eval is off limits (see zodConfig.ts); then the shell's base styles load first, so component styles imported below can refine them.
import './zodConfig';
import './styles/base.css';
import './styles/controls.css';
import './styles/overlays.css';
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
  store.dispatch(settingsLoaded({ language, chosen: settings.language !== undefined }));
  await store.dispatch(refreshSaves());
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
