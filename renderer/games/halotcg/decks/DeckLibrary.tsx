/** The decks to start from: a new empty one, an imported file, a copy of a starter deck, or a saved deck. */
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import type { Named } from '../../../ui/namedLists';
import { useTr } from '../ui/useTr';

interface LibraryProps {
  readonly saved: readonly Named<DeckList>[];
  readonly current: string | null;
  readonly onNew: () => void;
  readonly onImport: () => void;
  readonly onCopy: (deck: DeckList) => void;
  readonly onOpen: (named: Named<DeckList>) => void;
}

export function DeckLibrary({ saved, current, onNew, onImport, onCopy, onOpen }: LibraryProps) {
  const t = useTr();
  return (
    <nav className="db-library" aria-label={t('builder.library')}>
      <div className="db-library-actions">
        <button type="button" className="btn" data-testid="db-new" onClick={onNew}>
          {t('builder.new')}
        </button>
        <button type="button" className="btn" data-testid="db-import" onClick={onImport}>
          {t('builder.import')}
        </button>
      </div>
      <h3 className="panel-title">{t('builder.saved')}</h3>
      {saved.length === 0 ? (
        <p className="db-hint">{t('builder.noSaved')}</p>
      ) : (
        <ul className="db-list" data-testid="db-saved">
          {saved.map((d) => (
            <li key={d.name}>
              <button type="button" className="db-list-item" aria-current={d.name === current} data-testid={`db-open-${d.name}`} onClick={() => onOpen(d)}>
                {d.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="panel-title">{t('builder.starters')}</h3>
      <ul className="db-list">
        {STARTER_DECKS.map((d) => (
          <li key={d.id}>
            <button type="button" className="db-list-item" data-testid={`db-copy-${d.id}`} aria-label={t('builder.copyLabel', { name: t(`ui.decks.${d.id}`) })} onClick={() => onCopy(d)}>
              <span>{t(`ui.decks.${d.id}`)}</span>
              <span className="db-list-hint">{t('builder.copy')}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
