import { describe, expect, it } from 'vitest';
import { UiStore } from './uiStore';

interface State {
  readonly selected: string | null;
  readonly hover: number;
  readonly zoom: string | null;
}

const fresh = () => new UiStore<State>({ selected: null, hover: -1, zoom: null });

describe('UiStore', () => {
  const cases: { name: string; patches: Partial<State>[]; state: State; wakes: number }[] = [
    { name: 'a patch changes only its fields', patches: [{ selected: 'a' }], state: { selected: 'a', hover: -1, zoom: null }, wakes: 1 },
    { name: 'patches add up', patches: [{ selected: 'a' }, { hover: 3 }, { zoom: 'card' }], state: { selected: 'a', hover: 3, zoom: 'card' }, wakes: 3 },
    { name: 'a patch that changes nothing wakes no one', patches: [{ selected: null, hover: -1 }], state: { selected: null, hover: -1, zoom: null }, wakes: 0 },
    { name: 'an empty patch wakes no one', patches: [{}], state: { selected: null, hover: -1, zoom: null }, wakes: 0 },
    { name: 'one changed field among equal ones wakes once', patches: [{ selected: null, hover: 2 }], state: { selected: null, hover: 2, zoom: null }, wakes: 1 },
  ];
  it.each(cases)('$name', ({ patches, state, wakes }) => {
    const store = fresh();
    let woken = 0;
    store.subscribe(() => woken++);
    for (const p of patches) store.update(p);
    expect(store.get()).toEqual(state);
    expect(woken).toBe(wakes);
  });

  it('keeps the state object when nothing changed, so selectors see the same snapshot', () => {
    const store = fresh();
    const before = store.get();
    store.update({ hover: -1 });
    expect(store.get()).toBe(before);
  });

  it('stops waking a listener once it unsubscribes', () => {
    const store = fresh();
    let woken = 0;
    const stop = store.subscribe(() => woken++);
    store.update({ hover: 1 });
    stop();
    store.update({ hover: 2 });
    expect(woken).toBe(1);
  });
});
