/**
 * The deck as a plain-text list (deckText.ts): shows the open deck's list in the current language to copy,
 * or takes a pasted list and reads it: bad lines are left out and listed under the status line; a refused
 * list (too long, or no card read) changes nothing.
 */
import { useRef, useState } from 'react';
import type { DeckList } from '../../../../engines/halotcg';
import { cardTitle } from '../ui/cards';
import { useTr } from '../ui/useTr';
import type { Status } from './builderState';
import type { Zone } from './deckModel';
import { deckToText, parseDeckText, type DeckText } from './deckText';

interface TextPanelProps {
  readonly deck: DeckList;
  readonly name: string;
  readonly onRead: (read: DeckText) => void;
  readonly onStatus: (s: Status) => void;
  readonly onClose: () => void;
}

export function DeckTextPanel({ deck, name, onRead, onStatus, onClose }: TextPanelProps) {
  const t = useTr();
  const area = useRef<HTMLTextAreaElement>(null);
  // What the person typed or pasted; until then the open deck's own list is shown.
  const [typed, setTyped] = useState<string | null>(null);
  const subtitle = (id: string) => {
    const s = t(`cards.${id}.subtitle`);
    return s === `cards.${id}.subtitle` ? '' : s;
  };
  const own = deckToText(deck, name.trim() === '' ? t('builder.untitled') : name, (id) => ({ title: cardTitle(id, t), subtitle: subtitle(id) }), (part: Zone | 'heading') => t(`builder.text.${part}`));
  const shown = typed ?? own;
  const read = () => {
    const r = parseDeckText(shown);
    if (!r.ok) return onStatus({ kind: 'error', error: r.error, details: r.error.skipped });
    // With lines left out, the pasted text stays so the named lines can be found and mended.
    if (r.value.skipped.length === 0) setTyped(null);
    onRead(r.value);
  };
  const copy = async () => {
    area.current?.select();
    try {
      await navigator.clipboard.writeText(shown);
      onStatus({ kind: 'done', key: 'builder.text.copied', name: '' });
    } catch {
      onStatus({ kind: 'done', key: 'builder.text.copyByHand', name: '' });
    }
  };
  return (
    <section className="db-text" aria-label={t('builder.text.title')} data-testid="db-text-panel">
      <h3 className="panel-title">{t('builder.text.title')}</h3>
      <p className="db-hint">{t('builder.text.hint')}</p>
      <textarea ref={area} className="input db-text-area" aria-label={t('builder.text.label')} spellCheck={false} rows={10} value={shown} data-testid="db-text" onChange={(e) => setTyped(e.target.value)} />
      <div className="db-toolbar-actions">
        <button type="button" className="btn btn-primary" data-testid="db-text-read" onClick={read}>
          {t('builder.text.read')}
        </button>
        <button type="button" className="btn" data-testid="db-text-copy" onClick={() => void copy()}>
          {t('builder.text.copy')}
        </button>
        <button type="button" className="btn btn-ghost" data-testid="db-text-close" onClick={onClose}>
          {t('builder.text.close')}
        </button>
      </div>
    </section>
  );
}
