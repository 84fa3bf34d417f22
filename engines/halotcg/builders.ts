/** Short constructors for card data files, so each card reads as one line of its printed values. */
import type {
  Ability,
  AllyCard,
  CompanionCard,
  ConditionCard,
  Culture,
  EventCard,
  Filter,
  ItemCard,
  Keyword,
  MinionCard,
  Race,
  ShipCard,
  SiteCard,
} from './cardTypes';

type Extra<T> = Partial<Omit<T, 'kind' | 'id' | 'title' | 'culture' | 'side' | 'twilight'>>;

export const kw = {
  sniper: { k: 'sniper' } as Keyword,
  fierce: { k: 'fierce' } as Keyword,
  lurker: { k: 'lurker' } as Keyword,
  hero: { k: 'hero' } as Keyword,
  sanctuary: { k: 'sanctuary' } as Keyword,
  damage: (n: number): Keyword => ({ k: 'damage', n }),
  defender: (n: number): Keyword => ({ k: 'defender', n }),
  toil: (n: number): Keyword => ({ k: 'toil', n }),
  tag: (name: string): Keyword => ({ k: 'tag', name }),
};

export function companion(id: string, title: string, culture: Culture, twilight: number, race: Race, strength: number, vitality: number, extra: Extra<CompanionCard> = {}): CompanionCard {
  return { kind: 'companion', id, title, culture, side: 'fp', twilight, race, strength, vitality, ...extra };
}
export function ally(id: string, title: string, culture: Culture, twilight: number, race: Race, strength: number, vitality: number, home: number, extra: Extra<AllyCard> = {}): AllyCard {
  return { kind: 'ally', id, title, culture, side: 'fp', twilight, race, strength, vitality, home, ...extra };
}
export function minion(id: string, title: string, culture: Culture, twilight: number, race: Race, strength: number, vitality: number, site: number, extra: Extra<MinionCard> = {}): MinionCard {
  return { kind: 'minion', id, title, culture, side: 'shadow', twilight, race, strength, vitality, site, ...extra };
}
export function ship(id: string, title: string, culture: Culture, side: 'fp' | 'shadow', twilight: number, weapons: number, armor: number, extra: Extra<ShipCard> = {}): ShipCard {
  return { kind: 'ship', id, title, culture, side, twilight, weapons, armor, ...extra };
}
export function item(id: string, title: string, culture: Culture, side: 'fp' | 'shadow', twilight: number, bearer: Filter | undefined, extra: Extra<ItemCard> = {}): ItemCard {
  return bearer === undefined
    ? { kind: 'possession', id, title, culture, side, twilight, ...extra }
    : { kind: 'possession', id, title, culture, side, twilight, bearer, ...extra };
}
export function artifact(id: string, title: string, culture: Culture, side: 'fp' | 'shadow', twilight: number, bearer: Filter, extra: Extra<ItemCard> = {}): ItemCard {
  return { kind: 'artifact', id, title, culture, side, twilight, bearer, ...extra };
}
export function condition(id: string, title: string, culture: Culture, side: 'fp' | 'shadow', twilight: number, bearer: Filter | undefined, abilities: readonly Ability[], extra: Extra<ConditionCard> = {}): ConditionCard {
  const base = { kind: 'condition' as const, id, title, culture, side, twilight, abilities, ...extra };
  return bearer === undefined ? base : { ...base, bearer };
}
export function event(id: string, title: string, culture: Culture, side: 'fp' | 'shadow', twilight: number, timing: EventCard['timing'], effects: EventCard['effects'], extra: Extra<EventCard> = {}): EventCard {
  return { kind: 'event', id, title, culture, side, twilight, timing, effects, ...extra };
}
export function site(id: string, title: string, number: number, shadow: number, arrow: 'left' | 'right', extra: Partial<SiteCard> = {}): SiteCard {
  return { kind: 'site', id, title, number, shadow, arrow, ...extra };
}
