import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How fast the table shows computers' moves (the pause before each one). */
export const BOT_PACES = ['slow', 'normal', 'fast'] as const;
export type BotPace = (typeof BOT_PACES)[number];

/** Milliseconds between a computer's moves at each pace (thinking time counts towards it). */
export const PACE_MS: Readonly<Record<BotPace, number>> = { slow: 1600, normal: 800, fast: 250 };

/** How long a piece or card takes to move on the board, in ms: off, fast, normal, slow. */
export const ANIM_SPEEDS = [0, 120, 250, 500] as const;
export type AnimMs = (typeof ANIM_SPEEDS)[number];

/** The table's own settings (the same for every game), kept in the host settings' prefs. */
export interface TableSettings {
  readonly pace: BotPace;
  /** How long a card takes to move on a board that follows this setting (0: no movement). */
  readonly animMs: AnimMs;
  /**
   * A hand-over screen for every person who may act, even one whose pass goes out by itself: the table no
   * longer tells who could have acted (off by default: it costs a click per automatic pass).
   */
  readonly coverAutoPasses: boolean;
}

export interface TableState extends TableSettings {
  /** "Skip to my turn": computers move without pauses or animations until a person must act. */
  readonly skipping: boolean;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = { pace: 'normal', animMs: 250, coverAutoPasses: false };
const initialState: TableState = { ...DEFAULT_TABLE_SETTINGS, skipping: false };

export const tableSlice = createSlice({
  name: 'table',
  initialState,
  reducers: {
    tableSettingsLoaded: (state, action: PayloadAction<TableSettings>): TableState => ({ ...state, ...action.payload }),
    paceChosen: (state, action: PayloadAction<BotPace>): TableState => ({ ...state, pace: action.payload }),
    animSpeedChosen: (state, action: PayloadAction<AnimMs>): TableState => ({ ...state, animMs: action.payload }),
    coverAutoPassesChosen: (state, action: PayloadAction<boolean>): TableState => ({ ...state, coverAutoPasses: action.payload }),
    skippingChanged: (state, action: PayloadAction<boolean>): TableState => ({ ...state, skipping: action.payload }),
  },
});

export const { tableSettingsLoaded, paceChosen, animSpeedChosen, coverAutoPassesChosen, skippingChanged } = tableSlice.actions;

/** The prefs keys of the table's settings. */
export const TABLE_PREFS = { pace: 'table.botPace', animMs: 'table.animMs', coverAutoPasses: 'table.coverAutoPasses' } as const;

/** The table settings in a host's prefs; anything unknown falls back to the default. */
export function tableSettingsFrom(prefs: Readonly<Record<string, unknown>>): TableSettings {
  const pace = prefs[TABLE_PREFS.pace];
  const cover = prefs[TABLE_PREFS.coverAutoPasses];
  const anim = prefs[TABLE_PREFS.animMs];
  return {
    pace: BOT_PACES.find((p) => p === pace) ?? DEFAULT_TABLE_SETTINGS.pace,
    animMs: ANIM_SPEEDS.find((ms) => ms === anim) ?? DEFAULT_TABLE_SETTINGS.animMs,
    coverAutoPasses: typeof cover === 'boolean' ? cover : DEFAULT_TABLE_SETTINGS.coverAutoPasses,
  };
}
