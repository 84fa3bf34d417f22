/**
 * Card text in English and German, written from the card data so that the words always say what the
 * engine does. After changing card data, regenerate the locale entries (`cards.<id>.title/subtitle/text`):
 *   npx esbuild scripts/halotcg/writeCardText.ts --bundle --platform=node --format=esm --outfile=/tmp/cards.mjs && node /tmp/cards.mjs
 * cardText.test.ts fails while the locale files and the data disagree.
 */
import type { Ability, Card, CardKind, Cost, Effect, Filter, Keyword, Requirement, ResponseOn, Target, TriggerKind } from '../../engines/halotcg';

export type Lang = 'en' | 'de';

const CULTURE: Record<string, [string, string]> = {
  unsc: ['[UNSC]', '[UNSC]'], human: ['[Human]', '[Mensch]'], sentinel: ['[Sentinel]', '[Wächter]'], arbiter: ['[Arbiter]', '[Arbiter]'],
  covenant: ['[Covenant]', '[Allianz]'], flood: ['[Flood]', '[Flood]'], heretic: ['[Heretic]', '[Häretiker]'],
};
const RACE_DE: Record<string, string> = { Man: 'Menschen', Spartan: 'Spartaner', AI: 'KI', Elite: 'Elite', Grunt: 'Grunt', Jackal: 'Schakal', Hunter: 'Jäger', Brute: 'Brute', Flood: 'Flood', Sentinel: 'Wächter', Prophet: 'Propheten' };
/** German nouns: gender, nominative, accusative, plural. */
const NOUN_DE: Record<CardKind | 'card' | 'character', [string, string, string, string]> = {
  companion: ['m', 'Begleiter', 'Begleiter', 'Begleiter'], ally: ['m', 'Verbündeter', 'Verbündeten', 'Verbündete'], minion: ['m', 'Scherge', 'Schergen', 'Schergen'],
  ship: ['n', 'Schiff', 'Schiff', 'Schiffe'], possession: ['m', 'Besitz', 'Besitz', 'Besitztümer'], artifact: ['n', 'Artefakt', 'Artefakt', 'Artefakte'],
  condition: ['m', 'Zustand', 'Zustand', 'Zustände'], event: ['n', 'Ereignis', 'Ereignis', 'Ereignisse'], site: ['m', 'Ort', 'Ort', 'Orte'],
  card: ['f', 'Karte', 'Karte', 'Karten'], character: ['m', 'Charakter', 'Charakter', 'Charaktere'],
};
const TIMING: Record<string, [string, string]> = {
  company: ['Company', 'Gruppe'], shadow: ['Shadow', 'Schatten'], maneuver: ['Maneuver', 'Manöver'], sniping: ['Sniping', 'Scharfschützen'],
  assignment: ['Assignment', 'Zuweisung'], engagement: ['Engagement', 'Gefecht'], skirmish: ['Skirmish', 'Scharmützel'], regroup: ['Regroup', 'Sammeln'], response: ['Response', 'Reaktion'],
};
const STAT: Record<string, [string, string]> = { strength: ['strength', 'Stärke'], vitality: ['vitality', 'Lebenskraft'], weapons: ['weapons', 'Waffen'], armor: ['armor', 'Panzerung'], damage: ['damage', 'Schaden'], defender: ['defender', 'Verteidiger'] };
const WHEN: Record<TriggerKind, [string, string]> = {
  played: ['When you play this', 'Wenn Sie diese Karte spielen'],
  fightStart: ['At the start of each skirmish involving this', 'Zu Beginn jedes Kampfes mit dieser Karte'],
  winsFight: ['Each time this wins a skirmish', 'Jedes Mal, wenn diese Karte einen Kampf gewinnt'],
  losesFight: ['Each time this loses a skirmish', 'Jedes Mal, wenn diese Karte einen Kampf verliert'],
  killed: ['When this is killed', 'Wenn diese Karte getötet wird'],
  turnStart: ['At the start of your turn', 'Zu Beginn Ihres Zuges'],
  moveTo: ['When the company moves here', 'Wenn die Gruppe hierher zieht'],
  leave: ['Each time the company leaves a site', 'Jedes Mal, wenn die Gruppe einen Ort verlässt'],
};
/** A site's own "leave" text is about itself. */
const LEAVE_SITE: [string, string] = ['When the company leaves here', 'Wenn die Gruppe diesen Ort verlässt'];
const SUBJECT_WHEN: Record<ResponseOn, [string, string]> = {
  played: ['is played', 'gespielt wird'], eventPlayed: ['is played', 'gespielt wird'], triggered: ['takes effect', 'seinen Spieltext auslöst'], fightStart: ['starts a skirmish', 'einen Kampf beginnt'], winsFight: ['wins a skirmish', 'einen Kampf gewinnt'],
  losesFight: ['loses a skirmish', 'einen Kampf verliert'], killed: ['is killed', 'getötet wird'], turnStart: ['starts a turn', 'einen Zug beginnt'], moveTo: ['is moved to', 'erreicht wird'],
  leave: ['is left', 'verlassen wird'], abilityUsed: ['uses a special ability', 'eine Sonderfähigkeit einsetzt'],
  aboutToWound: ['is about to take a wound', 'eine Wunde erhalten würde'], aboutToKill: ['is about to be killed', 'getötet würde'],
};
const SIGNET: Record<string, string> = { chief: 'Chief', keyes: 'Keyes', johnson: 'Johnson', arbiter: 'Arbiter', specops: 'SpecOps' };

type Case = 'nom' | 'acc' | 'pl';
const ONE_NOM: Record<string, string> = { m: 'einer', n: 'eines', f: 'eine' };
const ONE_ACC: Record<string, string> = { m: 'einen', n: 'eines', f: 'eine' };
const EACH_ACC: Record<string, string> = { m: 'jeden', n: 'jedes', f: 'jede' };
const ARTICLE: Record<string, Record<'nom' | 'acc', string>> = { m: { nom: 'ein', acc: 'einen' }, n: { nom: 'ein', acc: 'ein' }, f: { nom: 'eine', acc: 'eine' } };
const ADJ: Record<string, Record<Case, string>> = { m: { nom: 'er', acc: 'en', pl: 'e' }, n: { nom: 'es', acc: 'es', pl: 'e' }, f: { nom: 'e', acc: 'e', pl: 'e' } };

function headNoun(f: Filter): CardKind | 'card' | 'character' {
  const k = f.kinds ?? [];
  if (k.length === 1) return k[0] as CardKind;
  if (k.length > 1) return k.every((x) => x === 'companion' || x === 'ally' || x === 'minion') ? 'character' : 'card';
  return f.race !== undefined ? 'character' : 'card';
}

/** English noun phrase without article ("[UNSC] Man companion in this skirmish"). */
/** The filter without "your" (the phrase says it another way). */
function notMine(f: Filter): Filter {
  const { mine: _mine, ...rest } = f;
  return rest;
}

const PLURAL_EN: Record<string, string> = { 'companion or ally': 'companions or allies', ally: 'allies', '': 'characters' };

function headEn(f: Filter): string {
  const kinds = f.kinds ?? [];
  if (kinds.length === 2 && kinds.includes('companion') && kinds.includes('ally')) return 'companion or ally';
  if (kinds.length > 1) return 'character';
  return kinds[0] ?? (f.race !== undefined ? '' : 'card');
}

/** English noun phrase without article ("[UNSC] Man companion in this skirmish"). */
function nounEn(f: Filter, plural = false): string {
  if (f.title !== undefined) return f.title;
  const head = headEn(f);
  const noun = plural ? (PLURAL_EN[head] ?? `${head}s`) : head;
  const race = f.race !== undefined && head === '' && plural ? `${f.race}` : f.race;
  const side = f.side === undefined ? '' : f.side === 'fp' ? 'Free Peoples' : 'Shadow';
  const words = [f.notSelf === true ? 'other' : '', f.unassigned === true ? 'unassigned' : '', f.wounded === true ? 'wounded' : '', side, f.culture !== undefined ? (CULTURE[f.culture]?.[0] ?? '') : '', f.tag ?? '', race ?? '', noun]
    .filter((w) => w !== '')
    .join(' ');
  const signet = f.signet === undefined ? '' : ` with the ${SIGNET[f.signet]} signet`;
  return `${words}${signet}${f.inFight === true ? ' in this skirmish' : ''}`;
}

/** "a/an X", "another X", "one of your Xs". */
function articleEn(phrase: string, f: Filter): string {
  if (f.bearer === true) return 'bearer';
  if (f.title !== undefined) return phrase;
  if (f.mine === true) return `one of your ${nounEn(notMine(f), true)}`;
  if (f.notSelf === true) return `an${phrase}`;
  return /^[aeiouAEIOU]/.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** German noun phrase in a case, with article when `article` ("einen anderen [Flood]-Schergen in diesem Kampf"). */
function nounDe(f: Filter, c: Case, article: boolean): string {
  if (f.bearer === true) return c === 'nom' ? 'der Träger' : 'den Träger';
  if (f.title !== undefined) return f.title;
  const [g, nom, acc, pl] = NOUN_DE[headNoun(f)];
  const noun = c === 'nom' ? nom : c === 'acc' ? acc : pl;
  const side = f.side === undefined ? undefined : f.side === 'fp' ? 'Freie-Völker' : 'Schatten';
  const prefix = [side, f.culture !== undefined ? CULTURE[f.culture]?.[1] : undefined, f.tag, f.race !== undefined ? RACE_DE[f.race] : undefined].filter((x) => x !== undefined).join('-');
  const compound = prefix === '' ? noun : `${prefix}-${noun}`;
  const ending = ADJ[g]?.[c] ?? 'e';
  const adjs = [f.notSelf === true ? `ander${ending}` : '', f.unassigned === true ? `nicht zugewiesen${ending}` : '', f.wounded === true ? `verwundet${ending}` : ''].filter((x) => x !== '').join(' ');
  const fight = `${f.signet === undefined ? '' : ` mit dem ${SIGNET[f.signet]}-Signet`}${f.inFight === true ? ' in diesem Kampf' : ''}`;
  if (f.mine === true && article && c !== 'pl') {
    // "einen Ihrer anderen [UNSC]-Begleiter": one of your ..., genitive plural.
    const one = c === 'nom' ? ONE_NOM[g] : ONE_ACC[g];
    const gen = [f.notSelf === true ? 'anderen' : '', f.unassigned === true ? 'nicht zugewiesenen' : '', f.wounded === true ? 'verwundeten' : ''].filter((x) => x !== '').join(' ');
    return `${one} Ihrer ${gen === '' ? '' : `${gen} `}${prefix === '' ? pl : `${prefix}-${pl}`}${fight}`;
  }
  const art = article && c !== 'pl' ? (ARTICLE[g]?.[c] ?? 'ein') : '';
  return `${`${art} ${adjs} ${compound}`.replace(/\s+/g, ' ').trim()}${fight}`;
}

function eachDe(f: Filter): string {
  const g = NOUN_DE[headNoun(f)][0];
  if (f.mine !== true) return `${EACH_ACC[g]} ${nounDe(f, 'acc', false)}`;
  return `${EACH_ACC[g]} Ihrer ${nounDe(notMine(f), 'pl', false)}`;
}

function target(t: Target, l: Lang): string {
  const en = l === 'en';
  switch (t.t) {
    case 'self': return en ? 'this card' : 'diese Karte';
    case 'bearer': return en ? 'bearer' : 'den Träger';
    case 'subject': return en ? 'that character' : 'diesen Charakter';
    case 'chosen': return en ? 'that character' : 'diesen Charakter';
    case 'choose': return en ? articleEn(nounEn(t.f), t.f) : nounDe(t.f, 'acc', true);
    case 'each': return en ? `each ${t.f.mine === true ? 'of your ' + nounEn(t.f, true) : nounEn(t.f)}` : eachDe(t.f);
  }
}

function times(n: number | undefined, l: Lang): string {
  if ((n ?? 1) <= 1) return '';
  return l === 'en' ? (n === 2 ? ' twice' : ` ${n} times`) : n === 2 ? ' zweimal' : ` ${n}-mal`;
}

function cost(c: Cost, l: Lang): string {
  const en = l === 'en';
  switch (c.c) {
    case 'exert': case 'damage': return en ? `exert ${target(c.target, l)}` : `erschöpfen Sie ${target(c.target, l)}`;
    case 'discardSelf': return en ? 'discard this card' : 'legen Sie diese Karte ab';
    case 'discardBearer': return en ? 'discard bearer' : 'legen Sie den Träger ab';
    case 'discardHand': return en ? `discard ${c.n} cards from hand` : `werfen Sie ${c.n} Handkarten ab`;
    case 'addTwilight': return en ? `add (${c.n})` : `fügen Sie (${c.n}) hinzu`;
    case 'removeTwilight': return en ? `remove (${c.n})` : `entfernen Sie (${c.n})`;
  }
}

const FROM: Record<string, [string, string]> = {
  deck: ['your draw deck', 'Ihrem Nachziehstapel'], discard: ['your discard pile', 'Ihrem Ablagestapel'],
  deckOrDiscard: ['your draw deck or discard pile', 'Ihrem Nachziehstapel oder Ablagestapel'], hand: ['your hand', 'Ihrer Hand'],
};

/** What a response answers, so "prevent" can say what it prevents. */
type Answers = ResponseOn | undefined;

function effect(e: Effect, l: Lang, on?: Answers): string {
  const en = l === 'en';
  switch (e.e) {
    case 'wound': return en ? `wound ${target(e.target, l)}${times(e.n, l)}` : `verwunden Sie ${target(e.target, l)}${times(e.n, l)}`;
    case 'heal': return en ? `heal ${target(e.target, l)}${times(e.n, l)}` : `heilen Sie ${target(e.target, l)}${times(e.n, l)}`;
    case 'exert': return en ? `exert ${target(e.target, l)}` : `erschöpfen Sie ${target(e.target, l)}`;
    case 'exhaust': return en ? `exhaust ${target(e.target, l)}` : `erschöpfen Sie ${target(e.target, l)} vollständig`;
    case 'may': return en ? `you may ${e.effects.map((x) => effect(x, l)).join(' and ')}` : `können Sie Folgendes tun: ${e.effects.map((x) => effect(x, l)).join(' und ')}`;
    case 'pump': {
      const v = `${STAT[e.stat]?.[en ? 0 : 1] ?? e.stat} ${e.n >= 0 ? '+' : ''}${e.n}`;
      const until = e.until === 'regroup' ? (en ? ' until the regroup phase' : ' bis zur Sammelphase') : e.until === 'turn' ? (en ? ' until the end of the turn' : ' bis zum Ende des Zuges') : '';
      return en ? `make ${target(e.target, l)} ${v}${until}` : `${v} für ${target(e.target, l)}${until}`;
    }
    case 'addTwilight': return en ? `add (${e.n})` : `fügen Sie (${e.n}) hinzu`;
    case 'removeTwilight': return en ? `remove (${e.n})` : `entfernen Sie (${e.n})`;
    case 'draw': return en ? `draw ${e.n === 1 ? 'a card' : `${e.n} cards`}` : `ziehen Sie ${e.n === 1 ? 'eine Karte' : `${e.n} Karten`}`;
    case 'discardHand': return en ? `discard ${e.n} cards from hand` : `werfen Sie ${e.n} Handkarten ab`;
    case 'discard': return en ? `discard ${target(e.target, l)}` : `legen Sie ${target(e.target, l)} ab`;
    case 'removeFromGame': return en ? `remove ${target(e.target, l)} from the game` : `entfernen Sie ${target(e.target, l)} aus dem Spiel`;
    case 'fromDiscard': return en ? `take ${articleEn(nounEn(e.f), e.f)} from your discard pile into hand` : `nehmen Sie ${nounDe(e.f, 'acc', true)} aus Ihrem Ablagestapel auf die Hand`;
    case 'playFrom': return en ? `play ${articleEn(nounEn(e.f), e.f)} from ${FROM[e.from]?.[0]}${e.free === true ? ' for free' : ''}` : `spielen Sie ${nounDe(e.f, 'acc', true)} aus ${FROM[e.from]?.[1]}${e.free === true ? ' kostenlos' : ''}`;
    case 'oneOf': return e.options.map((o) => o.map((x) => effect(x, l)).join(en ? ' and ' : ' und ')).join(en ? ' or ' : ' oder ');
    case 'cancelFight': return en ? 'cancel this skirmish' : 'brechen Sie diesen Kampf ab';
    case 'cancel': return en ? 'cancel it' : 'heben Sie dessen Wirkung auf';
    case 'prevent': return on === 'aboutToKill' ? (en ? 'prevent that' : 'verhindern Sie dies') : en ? 'prevent that wound' : 'verhindern Sie diese Wunde';
    case 'assign': return en ? `assign ${target(e.minion, l)} to ${target(e.to, l)}` : `weisen Sie ${target(e.minion, l)} gegen ${target(e.to, l)} zu`;
    case 'replaceSite': return en ? 'replace the site the company is at with your site of the same number' : 'ersetzen Sie den Ort der Gruppe durch Ihren Ort mit derselben Nummer';
    case 'stackFromHand': return en ? `stack ${articleEn(nounEn(e.f), e.f)} from hand here` : `legen Sie ${nounDe(e.f, 'acc', true)} von Ihrer Hand hier gestapelt ab`;
    case 'takeStacked': return en ? 'take into hand all cards stacked here' : 'nehmen Sie alle hier gestapelten Karten auf die Hand';
    case 'perCulturePlay': return en
      ? `spot X Shadow cultures (except ${CULTURE[e.except]?.[0]}) to play X ${nounEn(e.f, true)} from your draw deck or discard pile`
      : `erkennen Sie X Schattenkulturen (außer ${CULTURE[e.except]?.[1]}), um X ${nounDe(e.f, 'pl', false)} aus Ihrem Nachziehstapel oder Ablagestapel zu spielen`;
  }
}

function requirement(r: Requirement, l: Lang, borne = true): string {
  const en = l === 'en';
  switch (r.r) {
    case 'spot': return (r.n ?? 1) > 1 ? (en ? `spot ${r.n} ${nounEn(r.f, true)}` : `erkennen Sie ${r.n} ${nounDe(r.f, 'pl', false)}`) : en ? `spot ${articleEn(nounEn(r.f), r.f)}` : `erkennen Sie ${nounDe(r.f, 'acc', true)}`;
    case 'twilight': return en ? `spot (${r.atLeast})` : `erkennen Sie (${r.atLeast})`;
    case 'site': return en ? `the company is at site ${r.atLeast} or later` : `die Gruppe ist an Ort ${r.atLeast} oder später`;
    // A character's own text is about itself; only a borne card has a bearer.
    case 'inFight': return borne ? (en ? 'only while bearer is skirmishing' : 'nur während der Träger kämpft') : en ? 'only while this card is skirmishing' : 'nur während diese Karte kämpft';
  }
}

const signed = (n: number): string => `${n >= 0 ? '+' : ''}${n}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const and = (l: Lang): string => (l === 'en' ? ' and ' : ' und ');

/** "Exert X to do Y" / "Erschöpfen Sie X, dann: Y". */
function costThen(costs: readonly Cost[], effects: readonly Effect[], l: Lang, on?: Answers): string {
  const body = effects.map((e) => effect(e, l, on)).join(and(l));
  if (costs.length === 0) return cap(body);
  const paid = costs.map((c) => cost(c, l)).join(and(l));
  return l === 'en' ? cap(`${paid} to ${body}`) : cap(`${paid}, dann: ${body}`);
}

/** German names of the unloaded keywords; the others (ODST, SpecOps) are the same in both languages. */
const TAG_DE: Readonly<Record<string, string>> = { Flying: 'Fliegend' };

function keyword(k: Keyword, l: Lang): string {
  const en = l === 'en';
  switch (k.k) {
    case 'sniper': return en ? 'Sniper' : 'Scharfschütze';
    case 'fierce': return en ? 'Fierce' : 'Wild';
    case 'lurker': return en ? 'Lurker' : 'Lauerer';
    case 'hero': return en ? 'Hero' : 'Held';
    case 'sanctuary': return en ? 'Sanctuary' : 'Zuflucht';
    case 'damage': return `${en ? 'Damage' : 'Schaden'} +${k.n}`;
    case 'defender': return `${en ? 'Defender' : 'Verteidiger'} +${k.n}`;
    case 'toil': return `${en ? 'Toil' : 'Mühsal'} ${k.n}`;
    case 'tag': return en ? k.name : (TAG_DE[k.name] ?? k.name);
  }
}

/** German static text as [subject, verb, rest], so a leading "Solange ..." clause can invert it. */
function staticDe(ab: Extract<Ability, { a: 'static' }>): [string, string, string] {
  const m = ab.mod;
  if (m.s === 'stat') {
    const v = `${STAT[m.stat]?.[1] ?? m.stat} ${m.n >= 0 ? '+' : ''}${m.n}`;
    const who = m.to === 'self' ? 'diese Karte' : m.to === 'bearer' ? 'der Träger' : `jeder ${nounDe(m.to, 'nom', false)}`;
    return [who, 'hat', v];
  }
  if (m.s === 'keyword') return ['der Träger', 'ist', keyword(m.kw, 'de')];
  if (m.s === 'skipSniping') return ['Sie', 'überspringen', 'die Scharfschützenphase'];
  if (m.s === 'roaming') return ['der Aufschlag für umherstreifende Schergen', 'beträgt', `an diesem Ort ${m.n}`];
  if (m.s === 'sniping') return [`die Scharfschützensumme ${m.side === 'fp' ? 'der Gruppe' : 'der Schergen'}`, 'ist', `+${m.n}`];
  if (m.s === 'handLimit') return ['Ihr Handkartenlimit', 'ist', signed(m.n)];
  if (m.s === 'moveLimit') return ['das Bewegungslimit der Gruppe', 'ist', signed(m.n)];
  return ['der Träger', 'darf', 'an Scharfschützenfeuer und Kämpfen teilnehmen'];
}

function staticText(ab: Extract<Ability, { a: 'static' }>, l: Lang): string {
  const en = l === 'en';
  const m = ab.mod;
  if (!en) {
    const [who, verb, rest] = staticDe(ab);
    if (ab.whileSpot === undefined) return who === 'Sie' ? `${cap(verb)} Sie ${rest}.` : `${cap(who)} ${verb} ${rest}.`;
    return `Solange Sie ${nounDe(ab.whileSpot, 'acc', true)} erkennen können, ${verb} ${who} ${rest}.`;
  }
  let body: string;
  if (m.s === 'stat') {
    const v = `${STAT[m.stat]?.[en ? 0 : 1] ?? m.stat} ${m.n >= 0 ? '+' : ''}${m.n}`;
    const who = m.to === 'self' ? (en ? 'this card is' : 'diese Karte hat') : m.to === 'bearer' ? (en ? 'bearer is' : 'der Träger hat') : en ? `each ${nounEn(m.to)} is` : `jeder ${nounDe(m.to, 'nom', false)} hat`;
    body = `${who} ${v}`;
  } else if (m.s === 'keyword') body = en ? `bearer is ${keyword(m.kw, l).toLowerCase()}` : `der Träger ist ${keyword(m.kw, l)}`;
  else if (m.s === 'skipSniping') body = en ? 'skip the sniping phase' : 'überspringen Sie die Scharfschützenphase';
  else if (m.s === 'roaming') body = en ? `the roaming penalty at this site is ${m.n}` : `der Aufschlag für umherstreifende Schergen beträgt an diesem Ort ${m.n}`;
  else if (m.s === 'handLimit') body = `your hand limit is ${signed(m.n)}`;
  else if (m.s === 'moveLimit') body = `the company's move limit is ${signed(m.n)}`;
  else if (m.s === 'sniping') body = en ? `the ${m.side === 'fp' ? 'company' : 'minion'} sniping total is +${m.n}` : `die Scharfschützensumme ${m.side === 'fp' ? 'der Gruppe' : 'der Schergen'} ist +${m.n}`;
  else body = en ? 'bearer may take part in sniping fire and skirmishes' : 'der Träger darf an Scharfschützenfeuer und Kämpfen teilnehmen';
  if (ab.whileSpot === undefined) return `${cap(body)}.`;
  return `While you can spot ${articleEn(nounEn(ab.whileSpot), ab.whileSpot)}, ${body}.`;
}

function ability(ab: Ability, l: Lang, site: boolean, borne: boolean): string {
  const en = l === 'en';
  switch (ab.a) {
    case 'action': {
      const needs = (ab.needs ?? []).map((r) => requirement(r, l, borne));
      const by = ab.by === undefined ? '' : ab.by === 'fp' ? (en ? ' (Free Peoples player only)' : ' (nur der Spieler der Freien Völker)') : en ? ' (Shadow players only)' : ' (nur Schattenspieler)';
      return `${TIMING[ab.timing]?.[en ? 0 : 1]}${by}: ${needs.length > 0 ? `(${cap(needs.join(', '))}.) ` : ''}${costThen(ab.costs ?? [], ab.effects, l)}.`;
    }
    case 'trigger': {
      // German "Zu Beginn …" is an adverbial, not a clause: the verb follows without a comma.
      const when = (ab.on === 'leave' && site ? LEAVE_SITE : WHEN[ab.on])[en ? 0 : 1];
      return `${when}${!en && when.startsWith('Zu Beginn') ? '' : ','} ${ab.effects.map((e) => effect(e, l)).join(and(l))}.`;
    }
    case 'response': return `${TIMING.response?.[en ? 0 : 1]}: ${responseWhen(ab.on, ab.of, l)}, ${costThen(ab.costs ?? [], ab.effects, l, ab.on).replace(/^./, (c) => c.toLowerCase())}.`;
    case 'static': return staticText(ab, l);
  }
}

const RESPONSE_WHEN: Partial<Record<ResponseOn, [string, string]>> = {
  turnStart: ["At the start of another player's turn", 'Wenn der Zug eines anderen Spielers beginnt'],
  moveTo: ['If the company moves to a site', 'Wenn die Gruppe zu einem Ort zieht'],
};

function responseWhen(on: ResponseOn, of: Filter, l: Lang): string {
  const fixed = RESPONSE_WHEN[on];
  if (fixed !== undefined) return fixed[l === 'en' ? 0 : 1];
  if (on === 'triggered' && l === 'en') return `If the game text of ${articleEn(nounEn(of), of)} takes effect`;
  return l === 'en' ? `If ${articleEn(nounEn(of), of)} ${SUBJECT_WHEN[on][0]}` : `Wenn ${nounDe(of, 'nom', true)} ${SUBJECT_WHEN[on][1]}`;
}

export function cardText(c: Card, l: Lang): string {
  const en = l === 'en';
  const parts: string[] = [];
  const kws = (c.keywords ?? []).map((k) => keyword(k, l));
  if (kws.length > 0) parts.push(`${kws.join('. ')}.`);
  if (c.kind === 'condition' || c.kind === 'possession' || c.kind === 'artifact') {
    if (c.bearer !== undefined) parts.push(en ? `Bearer must be ${articleEn(nounEn(c.bearer), c.bearer)}.` : `Der Träger muss ${nounDe(c.bearer, 'nom', true)} sein.`);
    else parts.push(en ? 'Plays to your support area.' : 'Wird in Ihren Unterstützungsbereich gespielt.');
  }
  if (c.kind !== 'site' && c.needs !== undefined && c.needs.length > 0) parts.push(en ? `To play, ${c.needs.map((r) => requirement(r, l)).join(', ')}.` : `Zum Spielen: ${c.needs.map((r) => requirement(r, l)).join(', ')}.`);
  if (c.kind === 'event') {
    const when = c.response === undefined ? '' : `${responseWhen(c.response.on, c.response.of, l)}, `;
    const body = costThen(c.costs ?? [], c.effects, l, c.response?.on);
    parts.push(`${TIMING[c.timing]?.[en ? 0 : 1]}: ${when}${when === '' ? body : body.replace(/^./, (x) => x.toLowerCase())}.`);
  }
  const borne = c.kind === 'possession' || c.kind === 'artifact' || c.kind === 'condition';
  for (const ab of c.abilities ?? []) parts.push(ability(ab, l, c.kind === 'site', borne));
  if (parts.length === 0) parts.push(en ? 'No game text.' : 'Kein Spieltext.');
  const text = parts.join(' ');
  // After "jeder/jedes" the adjective declines weakly ("jeder andere Scherge").
  return en ? text : text.replace(/\b([Jj]eder) (ander|verwundet)er\b/g, '$1 $2e').replace(/\b([Jj]edes) (ander|verwundet)es\b/g, '$1 $2e');
}

export const SUBTITLES: Readonly<Record<string, readonly [string, string]>> = {
  'master-chief': ['Spartan-117', 'Spartan-117'],
  fred: ['Senior Petty Officer', 'Oberbootsmann'],
  kelly: ['Spartan-087', 'Spartan-087'],
  'jacob-keyes': ['Hero of Sigma Octanus', 'Held von Sigma Octanus'],
  'johnson-sarge': ['Sarge', 'Der Sarge'],
  'johnson-veteran': ['Seasoned Veteran', 'Erfahrener Veteran'],
  arbiter: ["Thel 'Vadamee", "Thel 'Vadamee"],
  'noble-six': ['Lone Wolf', 'Einzelgänger'],
  rtas: ['Shipmaster', 'Schiffsmeister'],
  // Kept for the replays of version 5 saves: the subtitle tells it from today's Armor Lock.
  'armor-lock-v5': ['Version 5', 'Version 5'],
};

export function cardLocale(c: Card, l: Lang): { title: string; subtitle?: string; text: string } {
  const title = `${c.unique === true ? '• ' : ''}${c.title}`;
  const sub = SUBTITLES[c.id]?.[l === 'en' ? 0 : 1];
  return sub === undefined ? { title, text: cardText(c, l) } : { title, subtitle: sub, text: cardText(c, l) };
}
