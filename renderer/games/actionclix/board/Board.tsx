/**
 * The ActionClix battlefield inside the frame's zoomable stage: the static terrain (one cached bitmap),
 * spawn points and highlights with the click surface, the enemy reach and the hovered move's path, the
 * units (memoised by id), the aim of the pointer, and the flashes of the last action.
 */
import { useCallback, useMemo } from 'react';
import { useAnimMs } from '../../../frame/AnimSpeedPicker';
import { useTranslation } from '../../../i18n/useTranslation';
import { geoOfView } from '../model';
import { hoverAt } from '../scarab/choices';
import { ScarabOver, ScarabUnder, useScarabPlaces } from '../scarab/ScarabBoard';
import { uiStore, useUi, type UiState } from '../ui/store';
import { useActionClix, type AcxProps } from '../ui/useActionClix';
import { FlashLayer, FlashTracker, flashLabel, type Flash } from './FlashLayer';
import { MapImage } from './MapLayer';
import { MarksLayer } from './MarksLayer';
import { pathsOf } from './paths';
import { ReachLayer } from './ReachLayer';
import { ThreadLayer } from './ThreadLayer';
import { UnitsLayer, type ActState } from './UnitsLayer';

const selHover = (s: UiState) => s.hover;
const selReach = (s: UiState) => s.reach;

export function ActionClixBoard(props: AcxProps) {
  const { view, seats, lastEvents } = props;
  const { t: translate } = useTranslation('actionclix');
  const t = useCallback((key: string, params?: Record<string, unknown>) => translate(key, params ?? {}), [translate]);
  const acx = useActionClix(props);
  const hover = useUi(selHover);
  // A unit's glide lasts the table's animation time (0: none); the flashes 2.5 times as long.
  const animMs = useAnimMs();
  const reach = useUi(selReach);
  const geo = useMemo(() => geoOfView(view), [view]);
  const colours = useMemo(() => seats.map((s) => s.color), [seats]);
  const turn = view.turn;
  const acts = useMemo(() => {
    const out = new Map<string, ActState>();
    if (turn === null || turn.deploy) return out;
    for (const u of view.units) if (u.seat === turn.seat && (u.status === 'map' || u.status === 'top' || u.status === 'inside')) out.set(u.id, (turn.acted[u.id] ?? 0) > 0 || turn.swapped.includes(u.id) ? 'acted' : 'ready');
    return out;
  }, [turn, view.units]);
  const tracker = useMemo(() => new FlashTracker(), []);
  const flashes = useMemo(() => tracker.next(view.units, lastEvents), [tracker, lastEvents, view.units]);
  const paths = useMemo(() => pathsOf(lastEvents), [lastEvents]);
  const labelOf = useCallback((f: Flash) => flashLabel(f, t), [t]);
  // Over the Scarab's body the pointer aims at the Scarab when the chosen unit may attack it.
  const { choices } = acx;
  const onHover = useCallback((sq: number) => uiStore.update({ hover: view.scarab === undefined ? sq : hoverAt(view, choices, sq) }), [view, choices]);
  // The Scarab scenario puts choices on the interior map and the Scarab's top too; the battlefield shows its own.
  const mapChoices = useMemo(() => acx.choices.filter((c) => c.board === undefined), [acx.choices]);
  const place = useScarabPlaces(view);
  const nameOf = useCallback((roster: string) => translate(`short.${roster}`), [translate]);
  const tiles = view.options.tiles;
  const map = useMemo(() => <MapImage geo={geo} tiles={tiles} />, [geo, tiles]);
  return (
    <>
      <MarksLayer map={map} width={view.width} height={view.height} spawns={view.spawns} captured={view.captured} colours={colours} choices={mapChoices} onSquare={acx.onSquare} onHover={onHover} />
      <ScarabUnder view={view} acx={acx} animMs={animMs} t={t} />
      <ReachLayer view={view} geo={geo} unit={acx.unit} hover={hover} choices={mapChoices} reach={reach} t={t} />
      <UnitsLayer units={view.units} width={view.width} colours={colours} acts={acts} speedMs={animMs} nameOf={nameOf} paths={paths} {...(place === undefined ? {} : { place })} />
      <ThreadLayer view={view} geo={geo} unit={acx.unit} hover={hover} choices={mapChoices} t={t} />
      <ScarabOver view={view} acx={acx} />
      <FlashLayer flashes={flashes} width={view.width} ms={animMs} labelOf={labelOf} />
    </>
  );
}
