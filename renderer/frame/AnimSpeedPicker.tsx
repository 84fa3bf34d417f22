/**
 * The animation speed of the table (off, fast, normal, slow) as a compact row of choices, for a game's
 * panel: one setting for every game that follows it, remembered in the host settings (tableSlice).
 */
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { chooseAnimSpeed } from '../store/tableThunks';
import { ANIM_SPEEDS, type AnimMs } from '../store/tableSlice';
import { TextPicker } from '../ui/pickers/TextPicker';

const CHOICES = ANIM_SPEEDS.map(String) as readonly `${AnimMs}`[];

/** The table's animation speed; each choice's test id is `<testId>-<ms>`. */
export function AnimSpeedPicker({ testId }: { readonly testId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const animMs = useAppSelector((s) => s.table.animMs);
  return (
    <TextPicker
      look="compact"
      label={t('table.anim.label')}
      value={`${animMs}`}
      choices={CHOICES}
      text={(ms) => t(`table.anim.${ms}`)}
      testId={testId}
      onChange={(ms) => void dispatch(chooseAnimSpeed(Number(ms) as AnimMs))}
    />
  );
}

/** How long a move takes on the table now (0: none). */
export function useAnimMs(): AnimMs {
  return useAppSelector((s) => s.table.animMs);
}
