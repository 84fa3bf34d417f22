/** Halo TCG's rules help: the shared rules dialog with this game's sections, in our own words. */
import { RulesDialog } from '../../../ui/RulesDialog';

export const RULE_SECTIONS = ['goal', 'cards', 'setup', 'twilight', 'turn', 'sniping', 'assignment', 'skirmish', 'regroup', 'responses', 'table'] as const;

export function Rules({ onClose }: { readonly onClose: () => void }) {
  return <RulesDialog namespace="halotcg" sections={RULE_SECTIONS} testId="halotcg-rules" onClose={onClose} />;
}
