/**
 * The translation hook every component uses: `const { t } = useTranslation('risiko')`, as in react-i18next,
 * whose provider setup (initReactI18next) stays in place.
 *
 * Why not react-i18next's own hook: it copies the whole i18next instance into a wrapper for every
 * component that mounts and rebuilds its options (and re-checks that the namespaces are loaded) on every
 * render. A click on the board mounts and re-renders dozens of small components in the side panel, and
 * that work alone took about a tenth of the time the click may take (one frame). This hook shares one
 * fixed `t` per language and namespace, which remembers the texts it made (the same key and options give
 * the same text until the language or the resources change), and re-renders its components when the
 * language changes or a namespace is added, which is all the app needs (resources are bundled: nothing
 * ever loads or suspends).
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';

export interface Translation<N extends string> {
  readonly t: TFunction<N>;
  readonly i18n: I18n;
}

/** Options that name a translation together with its key: none, or flat text, numbers and switches. */
function flat(options: unknown): options is Readonly<Record<string, string | number | boolean>> | undefined {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  for (const value of Object.values(options)) if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  return true;
}

/** Most texts are rendered over and over (a panel re-renders on every click): each is translated once. */
const MAX_REMEMBERED = 4000;

/** The fixed `t` of each namespace (the default one under ''), for the current language and resources. */
class FixedTs {
  private readonly byNs = new Map<string, TFunction<string>>();

  t<N extends string>(ns: N | undefined): TFunction<N> {
    const key = ns ?? '';
    let t = this.byNs.get(key);
    if (t === undefined) {
      t = remembering(i18n.getFixedT(null, ns ?? null) as TFunction<string>);
      this.byNs.set(key, t);
    }
    return t as TFunction<N>;
  }
}

function remembering(translate: TFunction<string>): TFunction<string> {
  const texts = new Map<string, string>();
  const call = translate as unknown as (key: unknown, options?: unknown) => unknown;
  const t = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || !flat(options)) return call(key, options);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = call(key, options);
    if (typeof text === 'string') {
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  return t as unknown as TFunction<string>;
}

/** Replaced when the language changes or resources are added: every component then gets a current `t`. */
let current = new FixedTs();
const listeners = new Set<() => void>();
let watching = false;

function changed(): void {
  current = new FixedTs();
  for (const listener of listeners) listener();
}

/** Listens to i18next from the first render on (its store exists once it is initialised, before any render). */
function watch(): void {
  if (watching) return;
  watching = true;
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  i18n.store.on('removed', changed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => {
  watch();
  return current;
};

export function useTranslation<N extends string = 'common'>(ns?: N): Translation<N> {
  const fixed = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => ({ t: fixed.t(ns), i18n }), [fixed, ns]);
}
