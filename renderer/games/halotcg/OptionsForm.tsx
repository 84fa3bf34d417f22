/**
 * Halo TCG options in the launcher: a deck per seat, a starter deck (the default, rotating through the four)
 * or a legal deck saved in the deck builder, whose whole list goes into the options (and so the record).
 */
import { useEffect } from 'react';
import { STARTER_DECKS, validateDeck, type DeckList, type HaloOptions, type SeatDeck } from '../../../engines/halotcg';
import { useTranslation } from '../../i18n/useTranslation';
import type { Named } from '../../ui/namedLists';
import { TextPicker } from '../../ui/pickers/TextPicker';
import { useServices } from '../../ui/services';
import type { OptionsFormProps } from '../types';
import { savedDecks } from './decks/savedDecks';
import './styles/halotcg.css';

const DECK_IDS = STARTER_DECKS.map((d) => d.id);

/** Seat i plays deck i modulo four: two players meet with two different decks in one click. */
export function defaultOptions(players: number): HaloOptions {
  return { decks: Array.from({ length: players }, (_, i) => DECK_IDS[i % DECK_IDS.length] ?? 'chief-vs-covenant') };
}

/** The select's value for a seat's deck: a starter's id, or `saved:<name>` (a saved deck plays under its name as id). */
export const choiceOf = (deck: SeatDeck): string => (typeof deck === 'string' ? deck : `saved:${deck.id}`);

export function deckOfChoice(choice: string, saved: readonly Named<DeckList>[]): SeatDeck | undefined {
  if (DECK_IDS.includes(choice)) return choice;
  const found = saved.find((d) => `saved:${d.name}` === choice);
  return found === undefined ? undefined : { ...found.value, id: found.name };
}

function DeckSelect({ seat, deck, saved, onPick }: { seat: number; deck: SeatDeck; saved: readonly Named<DeckList>[]; onPick: (d: SeatDeck) => void }) {
  const { t } = useTranslation('halotcg');
  const value = choiceOf(deck);
  const stale = typeof deck !== 'string' && !saved.some((d) => d.name === deck.id);
  const legal = new Map(saved.map((d) => [`saved:${d.name}`, validateDeck(d.value).length === 0]));
  const choices = [...DECK_IDS, ...(stale ? [value] : []), ...legal.keys()];
  const text = (choice: string) => {
    if (DECK_IDS.includes(choice)) return t(`ui.decks.${choice}`);
    const name = choice.slice('saved:'.length);
    return legal.get(choice) === false ? t('builder.options.notLegal', { name }) : name;
  };
  return (
    <TextPicker
      label={t('ui.options.seat', { n: seat + 1 })}
      value={value}
      choices={choices}
      text={text}
      groupOf={(c) => t(DECK_IDS.includes(c) ? 'builder.options.starters' : 'builder.options.saved')}
      disabled={(c) => legal.get(c) === false}
      testId={`halotcg-deck-${seat}`}
      onChange={(c) => {
        const next = deckOfChoice(c, saved);
        if (next !== undefined) onPick(next);
      }}
    />
  );
}

export function HaloOptionsForm({ players, options, onChange, openTool }: OptionsFormProps<HaloOptions>) {
  const { t } = useTranslation('halotcg');
  const { host } = useServices();
  const saved = savedDecks.use();
  useEffect(() => void savedDecks.load(host), [host]);
  const decks = options.decks?.length === players ? options.decks : (defaultOptions(players).decks ?? []);
  const setDeck = (seat: number, deck: SeatDeck) => onChange({ ...options, decks: decks.map((d, i) => (i === seat ? deck : d)) });
  return (
    <fieldset className="option-group" data-testid="halotcg-options">
      <legend className="field-label">{t('ui.options.decks')}</legend>
      <div className="ht-options-decks">
        {decks.map((deck, seat) => (
          <DeckSelect key={seat} seat={seat} deck={deck} saved={saved} onPick={(d) => setDeck(seat, d)} />
        ))}
      </div>
      <p className="ht-hint">{t('ui.options.hint')}</p>
      {openTool !== undefined && (
        <button type="button" className="btn btn-ghost" data-testid="halotcg-open-decks" onClick={() => openTool('decks')}>
          {t('builder.options.open')}
        </button>
      )}
    </fieldset>
  );
}
