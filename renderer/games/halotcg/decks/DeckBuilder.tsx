/**
 * The Halo TCG deck builder (opened from the launcher): browse and filter every card, build the Hero, draw
 * deck and adventure deck with the engine's verdict shown live, start from a starter deck, save, rename,
 * delete, and move decks in and out as files through the host.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DeckList } from '../../../../engines/halotcg';
import type { Named } from '../../../ui/namedLists';
import { useServices } from '../../../ui/services';
import { useTr } from '../ui/useTr';
import { CardBrowser } from './CardBrowser';
import { DeckLibrary } from './DeckLibrary';
import { DeckPanel } from './DeckPanel';
import { DeckToolbar } from './DeckToolbar';
import { addCard, EMPTY_DECK, NO_FILTER, removeCard, type CardFilter, type Zone } from './deckModel';
import { parseDeckFile } from './deckFile';
import { parseDeckText, type DeckText } from './deckText';
import { DeckTextPanel } from './DeckTextPanel';
import { Filters } from './Filters';
import { savedDecks } from './savedDecks';
import { clashOf, isUnsaved, readStatus, type Editing, type Status } from './builderState';
import type { GameError } from '../../../../engines/core';
import { StatusLine } from './StatusLine';
import '../styles/deckbuilder.css';

export function DeckBuilder() {
  const t = useTr();
  const { host } = useServices();
  const saved = savedDecks.use();
  const [editing, setEditing] = useState<Editing>({ deck: EMPTY_DECK, name: '', savedAs: null });
  const [filter, setFilter] = useState<CardFilter>(NO_FILTER);
  const [status, setStatus] = useState<Status>(null);
  const [textOpen, setTextOpen] = useState(false);
  useEffect(() => void savedDecks.load(host), [host]);
  const setDeck = useCallback((f: (d: DeckList) => DeckList) => setEditing((e) => ({ ...e, deck: f(e.deck) })), []);
  const add = useCallback((id: string) => setDeck((d) => addCard(d, id)), [setDeck]);
  const removeAny = useCallback((id: string) => setDeck((d) => (d.draw[id] !== undefined ? removeCard(d, 'draw', id) : d.sites.includes(id) ? removeCard(d, 'sites', id) : removeCard(d, 'hero', id))), [setDeck]);
  const remove = useCallback((zone: Zone, id: string) => setDeck((d) => removeCard(d, zone, id)), [setDeck]);
  // Opening another deck over unsaved changes asks first. `skipped`: the lines of a deck list left out.
  const [pending, setPending] = useState<{ next: Editing; key: string | null; skipped: readonly GameError[] } | null>(null);
  const show = (next: Editing, key: string | null, skipped: readonly GameError[] = []) => {
    setPending(null);
    setEditing(next);
    if (key === null) return setStatus(null);
    setStatus(readStatus(key, next.name, skipped));
  };
  const open = (next: Editing, key: string | null, skipped: readonly GameError[] = []) => (isUnsaved(editing, saved) ? setPending({ next, key, skipped }) : show(next, key, skipped));
  // An imported deck named like a saved one asks first; once agreed, saving it replaces that deck.
  const [clash, setClash] = useState<{ next: Editing; skipped: readonly GameError[]; name: string } | null>(null);
  const openImported = (next: Editing, skipped: readonly GameError[]) => {
    const name = clashOf(next.name, null, saved);
    if (name === null) return open(next, 'builder.done.imported', skipped);
    setClash({ next: { ...next, name, savedAs: name }, skipped, name });
  };
  const importFile = async () => {
    const text = await host.importText('deck');
    if (!text.ok) return setStatus({ kind: 'error', error: text.error });
    if (text.value === null) return;
    // A deck file is JSON and read strictly; anything else is a plain-text deck list, read forgivingly.
    if (/^\s*[{[]/.test(text.value)) {
      const parsed = parseDeckFile(text.value);
      if (!parsed.ok) return setStatus({ kind: 'error', error: parsed.error });
      return openImported({ deck: parsed.value.deck, name: parsed.value.name.slice(0, 40), savedAs: null }, []);
    }
    const parsed = parseDeckText(text.value);
    if (!parsed.ok) return setStatus({ kind: 'error', error: parsed.error, details: parsed.error.skipped });
    openImported({ deck: parsed.value.deck, name: (parsed.value.name ?? t('builder.untitled')).slice(0, 40), savedAs: null }, parsed.value.skipped);
  };
  const readText = (read: DeckText) =>
    open({ deck: read.deck, name: read.name ?? (editing.name.trim() === '' ? t('builder.untitled') : editing.name), savedAs: null }, 'builder.done.readText', read.skipped);
  return (
    <div className="db" data-testid="deck-builder">
      <DeckLibrary
        saved={saved}
        current={editing.savedAs}
        onNew={() => open({ deck: EMPTY_DECK, name: '', savedAs: null }, null)}
        onImport={() => void importFile()}
        onCopy={(d) => open({ deck: { ...d, id: 'custom' }, name: t('builder.copyName', { name: t(`ui.decks.${d.id}`) }), savedAs: null }, 'builder.done.copied')}
        onOpen={(d: Named<DeckList>) => open({ deck: d.value, name: d.name, savedAs: d.name }, 'builder.done.opened')}
      />
      {pending !== null && (
        <div className="db-discard" role="alertdialog" aria-label={t('builder.discard', { name: editing.name || t('builder.untitled') })} data-testid="db-discard">
          <span>{t('builder.discard', { name: editing.name || t('builder.untitled') })}</span>
          <button type="button" className="btn btn-danger" data-testid="db-discard-ok" onClick={() => show(pending.next, pending.key, pending.skipped)}>
            {t('builder.discardOk')}
          </button>
          <button type="button" className="btn btn-ghost" data-testid="db-discard-cancel" autoFocus onClick={() => setPending(null)}>
            {t('builder.discardCancel')}
          </button>
        </div>
      )}
      {clash !== null && (
        <div className="db-discard" role="alertdialog" aria-label={t('builder.confirmImport', { name: clash.name })} data-testid="db-import-clash">
          <span>{t('builder.confirmImport', { name: clash.name })}</span>
          <button type="button" className="btn btn-danger" data-testid="db-import-clash-ok" onClick={() => (setClash(null), open(clash.next, 'builder.done.imported', clash.skipped))}>
            {t('builder.importAnyway')}
          </button>
          <button type="button" className="btn btn-ghost" data-testid="db-import-clash-cancel" autoFocus onClick={() => setClash(null)}>
            {t('builder.discardCancel')}
          </button>
        </div>
      )}
      <div className="db-middle">
        <Filters filter={filter} onChange={setFilter} />
        <CardBrowser deck={editing.deck} filter={filter} onAdd={add} onRemove={removeAny} />
      </div>
      <aside className="db-side" aria-label={t('builder.deck')}>
        <DeckToolbar editing={editing} saved={saved} onEditing={setEditing} onStatus={setStatus} onText={() => setTextOpen((o) => !o)} />
        <StatusLine status={status} />
        {textOpen && <DeckTextPanel deck={editing.deck} name={editing.name} onRead={readText} onStatus={setStatus} onClose={() => setTextOpen(false)} />}
        <DeckPanel deck={editing.deck} onAdd={add} onRemove={remove} />
      </aside>
    </div>
  );
}
