/** Risiko Halo's rules in short, in our own words: the shared rules dialog, opened from the turn header or with "?". */
import { useHotkeys } from '../../../ui/hotkeys';
import { RulesDialog } from '../../../ui/RulesDialog';
import { uiStore, useUi } from '../ui/store';

export const RULE_SECTIONS = ['goal', 'setup', 'reinforce', 'skulls', 'invade', 'conquer', 'heroes', 'bases', 'teleporters', 'cards', 'objectives', 'maneuver', 'table'] as const;

const selOpen = (s: { readonly rulesOpen: boolean }) => s.rulesOpen;
const close = () => uiStore.update({ rulesOpen: false });

export function Rules() {
  const open = useUi(selOpen);
  useHotkeys({
    '?': () => uiStore.update({ rulesOpen: !uiStore.get().rulesOpen }),
    Escape: () => (uiStore.get().rulesOpen ? close() : false),
  });
  return open ? <RulesDialog namespace="risiko" sections={RULE_SECTIONS} testId="risiko-rules" onClose={close} /> : null;
}
