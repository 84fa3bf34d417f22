/** DOM over the board: the dice tray, the keyboard list of choices, the rules dialog; feeds the frame's test mark the chosen unit and mode. */
import { useMemo } from 'react';
import { useAnimMs } from '../../frame/AnimSpeedPicker';
import { useTestMark } from '../../frame/testMark';
import { useHotkeys } from '../../ui/hotkeys';
import { ChoiceList } from './overlay/ChoiceList';
import { DiceTray } from './overlay/DiceTray';
import { Rules } from './overlay/Rules';
import { uiStore, useUi, type UiState } from './ui/store';
import { useActionClix } from './ui/useActionClix';
import type { OverlayProps } from '../types';
import type { ActionClixAction, ActionClixView } from '../../../engines/actionclix';
import './styles/actionclix.css';

const selRules = (s: UiState) => s.rulesOpen;

export function ActionClixOverlay(props: OverlayProps<ActionClixView, ActionClixAction>) {
  const { view, lastEvents, pendingEvents, settled } = props;
  const rolling = pendingEvents.length > 0;
  const held = useMemo(() => ({ rolling, settled }), [rolling, settled]);
  const acx = useActionClix(props);
  const rulesOpen = useUi(selRules);
  const animMs = useAnimMs();
  useTestMark({ unit: acx.unit ?? '', mode: acx.mode });
  useHotkeys({
    Escape: () => {
      if (uiStore.get().rulesOpen) uiStore.update({ rulesOpen: false });
      else if (uiStore.get().unit !== null) uiStore.select(null);
      else return false;
    },
    '?': () => uiStore.update({ rulesOpen: !uiStore.get().rulesOpen }),
    r: () => uiStore.update({ reach: !uiStore.get().reach }),
  });
  return (
    <>
      <DiceTray events={rolling ? pendingEvents : lastEvents} view={view} ms={animMs} held={held} />
      <ChoiceList view={view} choices={acx.choices} onChoice={acx.onChoice} />
      {rulesOpen && <Rules scarab={view.scarab !== undefined} onClose={() => uiStore.update({ rulesOpen: false })} />}
    </>
  );
}
