/**
 * The decisions main.ts makes at start, as plain functions: where the renderer comes from, which content
 * policy guards it, and the native menu in the player's language (rebuilt when the language changes).
 * main.ts only hands them Electron; the tests hand them fakes.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { appProtocolOrigin, devAppOrigin, type AppOrigin } from './appOrigin';
import type { Language, MenuCommand, Settings, SettingsPatch } from './contract';
import { CONTENT_SECURITY_POLICY, developmentContentSecurityPolicy } from './csp.mjs';
import { menuTemplate } from './menu';
import { menuLabels, pickLanguage, type MenuLabels } from './menuLabels';

export interface StartEnvironment {
  readonly packaged: boolean;
  /** HALO_DEV_URL as set, or undefined. */
  readonly devUrl: string | undefined;
  /** The built renderer folder (dist/ inside the app). */
  readonly rendererRoot: string;
}

export interface StartOrigin {
  readonly origin: AppOrigin;
  /** True when run unpackaged with HALO_DEV_URL set: the View menu then offers the developer tools. */
  readonly development: boolean;
}

/**
 * The dev server when HALO_DEV_URL names one on this machine and the app is not packaged; else the built
 * renderer on app://halo/. A packaged app ignores HALO_DEV_URL; a bad one is logged with its code and ignored.
 */
export function startOrigin({ packaged, devUrl, rendererRoot }: StartEnvironment, log: (message: string) => void): StartOrigin {
  const development = !packaged && devUrl !== undefined;
  if (development) {
    const dev = devAppOrigin(devUrl);
    if (dev.ok) return { origin: dev.value, development };
    log(`[main] ignoring HALO_DEV_URL (${dev.error.code})`);
  }
  return { origin: appProtocolOrigin(rendererRoot), development };
}

/** The content security policy for the page: the strict one, or the dev server's (which needs its socket). */
export function contentPolicyFor(origin: AppOrigin): string {
  return origin.kind === 'dev' ? developmentContentSecurityPolicy(origin.origin) : CONTENT_SECURITY_POLICY;
}

export interface LanguageMenuDependencies {
  readonly settings: { get(): Promise<Settings>; patch(patch: SettingsPatch): Promise<unknown> };
  readonly systemLanguages: () => readonly string[];
  readonly development: boolean;
  readonly platform: NodeJS.Platform;
  /** Shows the menu (Electron: Menu.setApplicationMenu of Menu.buildFromTemplate). */
  readonly setMenu: (template: MenuItemConstructorOptions[]) => void;
  /** Tells the renderer about a menu click. */
  readonly send: (command: MenuCommand) => void;
}

export interface LanguageMenu {
  readonly language: () => Promise<Language>;
  readonly labels: () => Promise<MenuLabels>;
  /** Builds the menu again in the language now chosen. */
  readonly refresh: () => Promise<void>;
}

/**
 * The native menu in the player's language. Choosing a language stores it, rebuilds the menu in it and
 * then tells the renderer (`language-de` / `language-en`), so the page follows the menu.
 */
export function languageMenu(deps: LanguageMenuDependencies): LanguageMenu {
  const language = async (): Promise<Language> => pickLanguage((await deps.settings.get()).language, deps.systemLanguages());
  const labels = async (): Promise<MenuLabels> => menuLabels(await language());
  const refresh = async (): Promise<void> => {
    const chosen = await language();
    const options = { labels: menuLabels(chosen), language: chosen, development: deps.development, platform: deps.platform };
    const chooseLanguage = (next: Language): Promise<void> =>
      deps.settings
        .patch({ language: next })
        .then(refresh)
        .then(() => deps.send(next === 'de' ? 'language-de' : 'language-en'));
    deps.setMenu(menuTemplate(options, { command: deps.send, chooseLanguage: (next) => void chooseLanguage(next) }));
  };
  return { language, labels, refresh };
}

/** A second start of the app brings the open window to the front (restored when minimised) instead. */
export function bringToFront(window: { isMinimized(): boolean; restore(): void; focus(): void } | undefined): void {
  if (window === undefined) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

/** The log line when the app cannot start: the error's stack (else its message), or the thrown value. */
export function startFailureMessage(error: unknown): string {
  return `[main] could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
