import type { HostApi, Language } from '../../main/contract';
import type { GameCatalog } from '../games/catalog';

/** What thunks may use besides the store (the thunk extra argument); tests pass fakes. */
export interface AppServices {
  readonly host: HostApi;
  readonly games: GameCatalog;
  /** Switches i18next and `<html lang>`. */
  readonly applyLanguage: (language: Language) => Promise<void> | void;
  readonly now: () => Date;
  /** A fresh seed for a game whose setup left the seed field empty. */
  readonly randomSeed: () => string;
}
