/** Halo TCG options in the launcher: a starter deck per seat (defaults rotate through the four decks). */
import { STARTER_DECKS, type HaloOptions } from '../../../engines/halotcg';
import { useTranslation } from '../../i18n/useTranslation';
import type { OptionsFormProps } from '../types';
import './styles/halotcg.css';

const DECK_IDS = STARTER_DECKS.map((d) => d.id);

/** Seat i plays deck i modulo four: two players meet with two different decks in one click. */
export function defaultOptions(players: number): HaloOptions {
  return { decks: Array.from({ length: players }, (_, i) => DECK_IDS[i % DECK_IDS.length] ?? 'chief-vs-covenant') };
}

export function HaloOptionsForm({ players, options, onChange }: OptionsFormProps<HaloOptions>) {
  const { t } = useTranslation('halotcg');
  const decks = options.decks?.length === players ? options.decks : (defaultOptions(players).decks ?? []);
  const setDeck = (seat: number, deck: string) => onChange({ ...options, decks: decks.map((d, i) => (i === seat ? deck : d)) });
  return (
    <fieldset className="option-group" data-testid="halotcg-options">
      <legend className="field-label">{t('ui.options.decks')}</legend>
      <div className="ht-options-decks">
        {decks.map((deck, seat) => (
          <label key={seat} style={{ display: 'contents' }}>
            <span>{t('ui.options.seat', { n: seat + 1 })}</span>
            <select value={deck} data-testid={`halotcg-deck-${seat}`} onChange={(e) => setDeck(seat, e.target.value)}>
              {DECK_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`ui.decks.${id}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="ht-hint">{t('ui.options.hint')}</p>
    </fieldset>
  );
}
