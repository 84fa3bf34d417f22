/** The deck's name and what can be done with it: save, rename, delete (asked twice), export as a file. */
import { useState } from 'react';
import type { Result } from '../../../../engines/core';
import type { DeckList } from '../../../../engines/halotcg';
import { MAX_LIST_NAME, type Named } from '../../../ui/namedLists';
import { useServices } from '../../../ui/services';
import { useTr } from '../ui/useTr';
import { clashOf, isUnsaved, type Editing, type Status } from './builderState';
import { deckFileText } from './deckFile';
import { savedDecks } from './savedDecks';

interface ToolbarProps {
  readonly editing: Editing;
  readonly saved: readonly Named<DeckList>[];
  readonly onEditing: (e: Editing) => void;
  readonly onStatus: (s: Status) => void;
  /** Shows or hides the deck as a text list. */
  readonly onText: () => void;
}

export function DeckToolbar({ editing, saved, onEditing, onStatus, onText }: ToolbarProps) {
  const t = useTr();
  const { host } = useServices();
  const [confirming, setConfirming] = useState(false);
  // Saving under the name of another saved deck replaces it: asked first.
  const [replacing, setReplacing] = useState<string | null>(null);
  const unsaved = isUnsaved(editing, saved);
  /** After a save or rename: the deck now is the saved one of that name, or the refusal is shown. */
  const settle = (r: Result<string>, key: string) => {
    if (!r.ok) return onStatus({ kind: 'error', error: r.error });
    onEditing({ ...editing, name: r.value, savedAs: r.value });
    onStatus({ kind: 'done', key, name: r.value });
  };
  const write = async () => {
    setReplacing(null);
    settle(await savedDecks.save(host, editing.name, editing.deck), 'builder.done.saved');
  };
  const save = async () => {
    const clash = clashOf(editing.name, editing.savedAs, saved);
    if (clash !== null) return setReplacing(clash);
    await write();
  };
  const rename = async () => {
    if (editing.savedAs !== null) settle(await savedDecks.rename(host, editing.savedAs, editing.name), 'builder.done.renamed');
  };
  const remove = async () => {
    if (editing.savedAs === null) return;
    await savedDecks.remove(host, editing.savedAs);
    setConfirming(false);
    onEditing({ ...editing, savedAs: null });
    onStatus({ kind: 'done', key: 'builder.done.deleted', name: editing.savedAs });
  };
  const exportFile = async () => {
    const name = editing.name.trim() === '' ? t('builder.untitled') : editing.name;
    const r = await host.exportText('deck', deckFileText(name, editing.deck), name);
    if (!r.ok) return onStatus({ kind: 'error', error: r.error });
    if (r.value) onStatus({ kind: 'done', key: 'builder.done.exported', name });
  };
  return (
    <div className="db-toolbar">
      <label className="db-name">
        <span className="field-label">
          {t('builder.name')} {unsaved && <span className="chip" data-testid="db-unsaved">{t('builder.unsaved')}</span>}
        </span>
        <input className="input" value={editing.name} maxLength={MAX_LIST_NAME} placeholder={t('builder.namePlaceholder')} data-testid="db-name" onChange={(e) => onEditing({ ...editing, name: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && void save()} />
      </label>
      <div className="db-toolbar-actions">
        <button type="button" className="btn btn-primary" data-testid="db-save" onClick={() => void save()}>
          {t('builder.save')}
        </button>
        {editing.savedAs !== null && editing.name.trim() !== editing.savedAs && (
          <button type="button" className="btn" data-testid="db-rename" onClick={() => void rename()}>
            {t('builder.rename')}
          </button>
        )}
        <button type="button" className="btn" data-testid="db-export" onClick={() => void exportFile()}>
          {t('builder.export')}
        </button>
        <button type="button" className="btn" data-testid="db-text-open" onClick={onText}>
          {t('builder.text.open')}
        </button>
        {editing.savedAs !== null && !confirming && (
          <button type="button" className="btn btn-danger" data-testid="db-delete" onClick={() => setConfirming(true)}>
            {t('builder.delete')}
          </button>
        )}
      </div>
      {replacing !== null && (
        <div className="db-confirm" role="alertdialog" aria-label={t('builder.confirmReplace', { name: replacing })} data-testid="db-replace">
          <span>{t('builder.confirmReplace', { name: replacing })}</span>
          <button type="button" className="btn btn-danger" data-testid="db-replace-ok" onClick={() => void write()}>
            {t('builder.replace')}
          </button>
          <button type="button" className="btn btn-ghost" data-testid="db-replace-cancel" autoFocus onClick={() => setReplacing(null)}>
            {t('builder.discardCancel')}
          </button>
        </div>
      )}
      {confirming && editing.savedAs !== null && (
        <div className="db-confirm" role="alertdialog" aria-label={t('builder.confirmDelete', { name: editing.savedAs })}>
          <span>{t('builder.confirmDelete', { name: editing.savedAs })}</span>
          <button type="button" className="btn btn-danger" data-testid="db-delete-ok" onClick={() => void remove()}>
            {t('builder.delete')}
          </button>
          <button type="button" className="btn btn-ghost" data-testid="db-delete-cancel" autoFocus onClick={() => setConfirming(false)}>
            {t('builder.keep')}
          </button>
        </div>
      )}
    </div>
  );
}
