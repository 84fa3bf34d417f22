import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { openingEvents, type GameError, type GameEvent, type GameRecord } from '../../engines/core';
import type { GamePlugin } from '../games/types';
import { useAppDispatch, useAppSelector } from '../store';
import type { RunningGame } from '../store/gameSlice';
import { confirmHandOver, explain, performAction, undoLast } from '../store/gameThunks';
import { peopleAt, tableOf } from '../store/table';
import { loadTableSettings } from '../store/tableThunks';
import { useComputerTurns } from '../bots/useComputerTurns';
import { dialogOpened } from '../store/uiSlice';
import { formatDateTime } from '../ui/format';
import { useHotkeys } from '../ui/hotkeys';
import { useServices } from '../ui/services';
import { BoardStage, type OverlayHold, type StageBoardProps } from './BoardStage';
import { FrameHeader } from './FrameHeader';
import { GameLog, useLogBoard } from './GameLog';
import { HandOver } from './HandOver';
import { finalTurnStart, gameHistory, type GameHistory } from './history';
import { HighlightBanner } from './HighlightBanner';
import { OutcomeScreen } from './OutcomeScreen';
import { ReplayView } from './ReplayView';
import { ComputerBar } from './ComputerBar';
import { SaveDialog } from './SaveDialog';
import { TableSettingsDialog } from './TableSettings';
import { TestMark } from './testMark';
import { useGameMoments } from './useGameMoments';
import { useAfterPaint } from './useAfterPaint';
import { usePresentation } from './usePresentation';
import './frame.css';

const NO_ACTIONS: readonly unknown[] = [];

/**
 * The viewer's view and legal actions, computed once per state (identity) and viewer: the engine is asked
 * again only after an action, undo or hand-over, never on a UI change.
 */
function useBoardProps(game: RunningGame, plugin: GamePlugin, viewer: number | null): StageBoardProps {
  const dispatch = useAppDispatch();
  const { state } = game.session;
  const { engine } = plugin;
  const view: unknown = useMemo(() => engine.view(state, viewer), [engine, state, viewer]);
  const legal: readonly unknown[] = useMemo(() => (viewer === null ? NO_ACTIONS : engine.legalActions(state, viewer)), [engine, state, viewer]);
  const act = useCallback((action: unknown) => void dispatch(performAction(action)), [dispatch]);
  const explainError = useCallback((error: GameError) => dispatch(explain(error)), [dispatch]);
  const { seats, lastEvents } = game;
  return useMemo(() => ({ view, viewer, seats, legal, act, explain: explainError, lastEvents }), [view, viewer, seats, legal, act, explainError, lastEvents]);
}

interface TableViewProps {
  /** The game as presented (its session may trail the store's while the Overlay animates). */
  readonly game: RunningGame;
  readonly plugin: GamePlugin;
  /** The log's first lines (see useOpening). */
  readonly opening: readonly GameEvent[];
  readonly viewer: number | null;
  readonly keysEnabled: boolean;
  readonly hold: OverlayHold;
  /** Whether the side panel (orders, cards, log) shows; folded, the board takes the whole width. */
  readonly panelOpen: boolean;
  readonly onPanel: () => void;
  /** Drawn over the board (the computer's move in progress). */
  readonly bar: ReactNode;
}

/** The log's first lines (how a game set up by chance begins): a record's setup keeps its identity while actions are added, so they are computed once. */
function useOpening(plugin: GamePlugin, record: GameRecord): readonly GameEvent[] {
  const { players, options, seed, format, engine, engineVersion } = record;
  return useMemo(() => openingEvents(plugin.engine, { format, engine, engineVersion, players, options, seed, actions: [] }), [plugin, format, engine, engineVersion, players, options, seed]);
}

function TableView({ game, plugin, opening, viewer, keysEnabled, hold, panelOpen, onPanel, bar }: TableViewProps) {
  const { t } = useTranslation();
  const boardProps = useBoardProps(game, plugin, viewer);
  const { Panel, Standings } = plugin;
  const events = useAfterPaint(game.session.events, { enabled: plugin.logAfterPaint === true });
  const logBoard = useLogBoard(plugin, boardProps.view);
  return (
    <TestMark events={game.lastEvents}>
      <div className="frame-board">
        {Standings && <Standings {...boardProps} width={0} height={0} />}
        <BoardStage plugin={plugin} boardProps={boardProps} keysEnabled={keysEnabled} hold={hold} />
        {bar}
        <button
          type="button"
          className="icon-btn panel-toggle"
          data-testid="panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="frame-side"
          aria-label={t(panelOpen ? 'frame.hidePanel' : 'frame.showPanel')}
          title={t(panelOpen ? 'frame.hidePanel' : 'frame.showPanel')}
          onClick={onPanel}
        >
          {panelOpen ? '⟩' : '⟨'}
        </button>
      </div>
      <aside id="frame-side" className="frame-side" hidden={!panelOpen} data-testid="frame-side">
        <div className="frame-panel hud-panel">
          <Panel {...boardProps} width={0} height={0} />
        </div>
        <GameLog gameId={game.gameId} plugin={plugin} events={events} opening={opening} seats={game.seats} board={logBoard} />
      </aside>
    </TestMark>
  );
}

/**
 * The finished game replayed once for the victory screen and the replay (null while the game runs). A long
 * game takes a moment to replay, so it runs just after the victory screen has appeared.
 */
function useHistory(game: RunningGame, plugin: GamePlugin, over: boolean): GameHistory | null {
  const { record } = game.session;
  const [done, setDone] = useState<{ readonly record: GameRecord; readonly history: GameHistory | null } | null>(null);
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(() => {
      const history = gameHistory(plugin.engine, record, plugin.stats);
      setDone({ record, history: history.ok ? history.value : null });
    }, 60);
    return () => clearTimeout(timer);
  }, [over, plugin, record]);
  return over && done?.record === record ? done.history : null;
}

function Frame({ game: stored, plugin }: { readonly game: RunningGame; readonly plugin: GamePlugin }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector((s) => s.ui.dialog);
  const language = useAppSelector((s) => s.settings.language);
  const { p, settled } = usePresentation(stored, plugin);
  const storedTable = useMemo(() => tableOf(plugin, stored), [plugin, stored]);
  useComputerTurns(stored.session, storedTable.computerTurn, p.pending.length > 0, settled);
  useEffect(() => void dispatch(loadTableSettings()), [dispatch]);
  const game = useMemo(() => ({ ...stored, session: p.shown, lastEvents: p.lastEvents }), [stored, p.shown, p.lastEvents]);
  const hold = useMemo(() => ({ pendingEvents: p.pending, settled }), [p.pending, settled]);
  const table = useMemo(() => tableOf(plugin, game), [plugin, game]);
  const [panelOpen, setPanelOpen] = useState(true);
  const togglePanel = useCallback(() => setPanelOpen((open) => !open), []);
  const link = game.saveLink;
  const title = t(`games.${game.gameId}.title`);
  const saveName = useCallback(() => link?.name ?? t('frame.saveDefault', { game: title, date: formatDateTime(new Date(), language) }), [link, t, title, language]);
  const history = useHistory(game, plugin, table.outcome !== undefined);
  const opening = useOpening(plugin, game.session.record);
  const [replayFrom, setReplayFrom] = useState<number | null>(null);
  const factions = useMemo(() => {
    if (!table.outcome || !plugin.factionOf) return [];
    const view = plugin.engine.view(game.session.state, null);
    return game.seats.map((_, seat) => plugin.factionOf?.(view, seat) ?? null);
  }, [table.outcome, plugin, game.session.state, game.seats]);
  const names = useMemo(() => game.seats.map((s) => s.name), [game.seats]);
  const people = peopleAt(game.seats, game.seats.length).length;
  const highlight = useGameMoments({ plugin, lastEvents: game.lastEvents, names, outcome: table.outcome, handOverTo: table.handOverTo });
  useHotkeys({
    'mod+z': () => void dispatch(undoLast()),
    'mod+s': () => void dispatch(dialogOpened({ kind: 'save' })),
    Enter: () => (table.handOverTo !== null && dialog === null ? void dispatch(confirmHandOver()) : false),
    p: () => (dialog === null && table.handOverTo === null ? togglePanel() : false),
  });
  return (
    <div className="frame" data-testid="game-frame" data-game={game.gameId}>
      <FrameHeader gameId={game.gameId} session={game.session} screen={game.screen} seats={game.seats} table={table} saveName={saveName} />
      <main id="main" className={panelOpen ? 'frame-body' : 'frame-body is-panel-folded'}>
        {replayFrom !== null && history ? (
          <ReplayView plugin={plugin} history={history} seats={game.seats} gameId={game.gameId} opening={opening} start={replayFrom} onClose={() => setReplayFrom(null)} />
        ) : table.handOverTo !== null ? (
          <HandOver seat={table.handOverTo} seats={game.seats} />
        ) : (
          <TableView game={game} plugin={plugin} opening={opening} viewer={table.viewer} keysEnabled={dialog === null && table.outcome === undefined} hold={hold} panelOpen={panelOpen} onPanel={togglePanel} bar={storedTable.computerTurn === null ? null : <ComputerBar seat={storedTable.computerTurn} seats={game.seats} people={people > 0} />} />
        )}
        {highlight && table.handOverTo === null && <HighlightBanner highlight={highlight} colour={highlight.seat === null ? undefined : game.seats[highlight.seat]?.color} />}
      </main>
      {table.outcome && replayFrom === null && (
        <OutcomeScreen
          gameId={game.gameId}
          outcome={table.outcome}
          seats={game.seats}
          history={history}
          stats={plugin.stats}
          finalTurn={history ? finalTurnStart(game.session.record, history.events) : 0}
          onReplay={setReplayFrom}
          factions={factions}
        />
      )}
      {dialog?.kind === 'save' && <SaveDialog defaultName={saveName()} />}
      {dialog?.kind === 'table' && <TableSettingsDialog computers={people < game.seats.length} covers={plugin.engine.hiddenInformation && people > 1} />}
    </div>
  );
}

export function GameFrame() {
  const game = useAppSelector((s) => s.game.current);
  const { games } = useServices();
  const plugin = game ? games.loaded(game.gameId) : undefined;
  if (!game || !plugin) return null;
  return <Frame game={game} plugin={plugin} />;
}
