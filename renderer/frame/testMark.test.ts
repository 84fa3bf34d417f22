import { describe, expect, it } from 'vitest';
import { eventSerial, markWriter } from './testMark';

/** A stand-in for the mark element: its attributes and how many times each was touched. */
function fakeElement() {
  const attributes = new Map<string, string>();
  let touches = 0;
  const element = {
    setAttribute: (name: string, value: string) => void (touches++, attributes.set(name, value)),
    removeAttribute: (name: string) => void (touches++, attributes.delete(name)),
  };
  return { element: element as unknown as HTMLElement, attributes, touches: () => touches };
}

type Op = readonly ['attach'] | readonly ['detach'] | readonly ['write', string, string | null];

const CASES: readonly { name: string; ops: readonly Op[]; shown: Record<string, string>; touches: number }[] = [
  { name: 'a field written after the element is attached is set at once', ops: [['attach'], ['write', 'unit', 'u1']], shown: { 'data-unit': 'u1' }, touches: 1 },
  { name: 'fields written before the element exists are set when it is attached', ops: [['write', 'unit', 'u1'], ['write', 'mode', 'auto'], ['attach']], shown: { 'data-unit': 'u1', 'data-mode': 'auto' }, touches: 2 },
  { name: 'the same value again touches nothing', ops: [['attach'], ['write', 'pointed', '0.3'], ['write', 'pointed', '0.3']], shown: { 'data-pointed': '0.3' }, touches: 1 },
  { name: 'a new value replaces the old one', ops: [['attach'], ['write', 'pointed', '0.3'], ['write', 'pointed', '']], shown: { 'data-pointed': '' }, touches: 2 },
  { name: 'null removes the field', ops: [['attach'], ['write', 'unit', 'u1'], ['write', 'unit', null]], shown: {}, touches: 2 },
  { name: 'removing a field never written touches nothing', ops: [['attach'], ['write', 'unit', null]], shown: {}, touches: 0 },
  { name: 'writes while detached reach the next element only', ops: [['attach'], ['detach'], ['write', 'unit', 'u2']], shown: {}, touches: 0 },
];

describe('the test mark writer', () => {
  it.each(CASES)('$name', ({ ops, shown, touches }) => {
    const fake = fakeElement();
    const writer = markWriter();
    for (const op of ops) {
      if (op[0] === 'attach') writer.attach(fake.element);
      else if (op[0] === 'detach') writer.attach(null);
      else writer.write(op[1], op[2]);
    }
    expect(Object.fromEntries(fake.attributes)).toEqual(shown);
    expect(fake.touches()).toBe(touches);
  });
});

describe('the serial of the events the board shows', () => {
  it('is the same for the same events array and new for another, even an equal one', () => {
    const events = [{ type: 'rolled' }];
    const first = eventSerial(events);
    expect(eventSerial(events)).toBe(first);
    expect(eventSerial([{ type: 'rolled' }])).toBeGreaterThan(first);
  });
});
