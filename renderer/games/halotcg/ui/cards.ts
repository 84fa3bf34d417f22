/**
 * What a card shows, from the engine's card data and the locale's card text: frame colour, cost, stats
 * and type line. Pure, so the Konva card, the DOM zoom and the tests read the same values.
 */
import { cardById, type Card, type Culture } from '../../../../engines/halotcg';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const CULTURE_COLOURS: Readonly<Record<Culture | 'site', { readonly frame: string; readonly ink: string }>> = {
  unsc: { frame: '#4f6b3a', ink: '#f3f0e0' },
  human: { frame: '#3c5f8a', ink: '#f1f4fa' },
  sentinel: { frame: '#b08a2e', ink: '#1d1a10' },
  arbiter: { frame: '#6c4f99', ink: '#f4effa' },
  covenant: { frame: '#7a2f6b', ink: '#fbeef7' },
  flood: { frame: '#7d7a2a', ink: '#f8f6dc' },
  heretic: { frame: '#8f3a2a', ink: '#fbece8' },
  site: { frame: '#5a5a5a', ink: '#f2f2f2' },
};

/** A sanctuary's own frame: a site where wounds heal reads apart from the other sites at a glance. */
export const SANCTUARY_COLOURS = { frame: '#2f7d74', ink: '#f0fbf8' } as const;

/** Whether a card is a sanctuary site (wounds heal there). */
export const isSanctuary = (c: Card): boolean => c.kind === 'site' && (c.keywords ?? []).some((k) => k.k === 'sanctuary');

export interface CardFace {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly text: string;
  readonly typeLine: string;
  readonly cost: string;
  /** Strength/vitality or weapons/armor, as two small badges; empty when the card has none. */
  readonly stats: readonly { readonly stat: string; readonly label: string; readonly value: number }[];
  readonly colour: { readonly frame: string; readonly ink: string };
  readonly culture: Culture | 'site';
  readonly side: 'fp' | 'shadow' | 'site';
  /** The card kind ("ship" takes damage, not wounds); empty for an unknown card. */
  readonly kind: string;
}

const text = (t: Translate, key: string): string => {
  const s = t(key);
  return s === key ? '' : s;
};

function stats(c: Card, t: Translate): CardFace['stats'] {
  const out: { stat: string; label: string; value: number }[] = [];
  const push = (stat: string, v: number | undefined) => {
    if (v !== undefined) out.push({ stat, label: t(`ui.stats.${stat}`), value: v });
  };
  if (c.kind === 'site') return [{ stat: 'shadow', label: t('ui.stats.shadow'), value: c.shadow }];
  if (c.kind === 'companion' || c.kind === 'ally' || c.kind === 'minion' || c.kind === 'possession' || c.kind === 'artifact') {
    push('strength', c.strength);
    push('vitality', c.vitality);
  }
  if (c.kind === 'ship' || c.kind === 'possession' || c.kind === 'artifact') {
    push('weapons', c.weapons);
    push('armor', c.armor);
  }
  return out;
}

function typeLine(c: Card, t: Translate): string {
  const kind = t(`ui.kinds.${c.kind}`);
  if (c.kind === 'site') return isSanctuary(c) ? t('ui.sanctuarySite', { n: c.number }) : `${kind} ${c.number}`;
  const culture = t(`ui.cultures.${c.culture}`);
  if (c.kind === 'companion' || c.kind === 'ally' || c.kind === 'minion') {
    const extra = c.kind === 'minion' ? ` · ${t('ui.site', { n: c.site })}` : c.kind === 'ally' ? ` · ${t('ui.home', { n: c.home })}` : '';
    return `${culture} ${kind} · ${c.race}${extra}`;
  }
  if (c.kind === 'event') return `${culture} ${kind} · ${t(`ui.timings.${c.timing}`)}`;
  return `${culture} ${kind}`;
}

export function cardFace(id: string, t: Translate): CardFace {
  const c = cardById(id);
  if (c === undefined) {
    return { id, title: id, subtitle: '', text: '', typeLine: '', cost: '', stats: [], colour: CULTURE_COLOURS.site, culture: 'site', side: 'site', kind: '' };
  }
  const culture = c.kind === 'site' ? 'site' : c.culture;
  return {
    id,
    title: text(t, `cards.${id}.title`) || c.title,
    subtitle: text(t, `cards.${id}.subtitle`),
    text: text(t, `cards.${id}.text`),
    typeLine: typeLine(c, t),
    cost: c.kind === 'site' ? String(c.number) : String(c.twilight),
    stats: stats(c, t),
    colour: isSanctuary(c) ? SANCTUARY_COLOURS : CULTURE_COLOURS[culture],
    culture,
    side: c.kind === 'site' ? 'site' : c.side,
    kind: c.kind,
  };
}

const faceCaches = new WeakMap<Translate, Map<string, CardFace>>();

/**
 * The face of `id` in the language of `t`, made once per translate function: the same object every time,
 * so a memoised card whose face has not changed skips its re-render when the table changes around it.
 */
export function cachedFace(id: string, t: Translate): CardFace {
  let faces = faceCaches.get(t);
  if (faces === undefined) {
    faces = new Map();
    faceCaches.set(t, faces);
  }
  let face = faces.get(id);
  if (face === undefined) {
    face = cardFace(id, t);
    faces.set(id, face);
  }
  return face;
}

/** A card's title for log lines and buttons (locale title, else the engine's). */
export function cardTitle(id: string, t: Translate): string {
  const c = cardById(id);
  // An instance id the caller could not name ("0.7") has no locale entry: it stays as it is (issue 22 names them).
  if (c === undefined) return id;
  return text(t, `cards.${id}.title`) || c.title;
}

/** A table card's current stats as one stable string ("strength=10,vitality=4"), so an unchanged card is not redrawn. */
export function statsKey(now: Readonly<Record<string, number | undefined>> | undefined): string {
  if (now === undefined) return '';
  return Object.entries(now)
    .map(([k, v]) => `${k}=${v ?? 0}`)
    .join(',');
}

/** The value a stat shows now: the current one from `statsKey`, else the printed one. */
export function currentValue(key: string, stat: string, printed: number): number {
  for (const part of key.split(',')) {
    const [k, v] = part.split('=');
    if (k === stat && v !== undefined) return Number(v);
  }
  return printed;
}

/** A bonus signed as players read it: "+2", "−1" (a true minus), "+0". */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** A borne card's strip under its bearer: its title and the bonuses it gives, signed ("M6D Pistol +2 −1"). */
export function bonusLine(face: CardFace): string {
  return [face.title, ...face.stats.map((s) => signed(s.value))].join(' ');
}
