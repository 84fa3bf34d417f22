/** ActionClix's rules in short, in our own words: the shared rules dialog, with the Scarab scenario's page first in a Scarab game. */
import { RulesDialog } from '../../../ui/RulesDialog';

export const RULE_SECTIONS = ['goal', 'setup', 'turn', 'move', 'fire', 'grenade', 'knockback', 'tokens', 'respawn', 'board'] as const;
/** The Scarab scenario's page, shown before the basic rules in a Scarab game. */
export const SCARAB_RULE_SECTIONS = ['goal', 'sides', 'dials', 'turn', 'reinforcements', 'fire', 'attack', 'top', 'inside'] as const;

const SCARAB_PAGE = [{ prefix: 'ui.scarab.rules', sections: SCARAB_RULE_SECTIONS, testId: 'acx-rules-scarab' }] as const;

export function Rules({ onClose, scarab = false }: { readonly onClose: () => void; readonly scarab?: boolean }) {
  return <RulesDialog namespace="actionclix" sections={RULE_SECTIONS} testId="acx-rules" onClose={onClose} before={scarab ? SCARAB_PAGE : []} />;
}
