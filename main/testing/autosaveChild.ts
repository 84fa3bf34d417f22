/**
 * A child process for the kill test of the autosave journal (saveStore.journal.test.ts): it continues the
 * autosave in the folder given on the command line, one action per autosave, and prints the number of
 * actions after each autosave has answered, until it is killed. Every `wholeEvery`-th autosave (the
 * second argument, 0 for never) writes the game whole, as an undo far back or a load does, so kills land
 * in snapshot writes (between their renames) as well as in appends and compactions.
 */
import type { RecordedAction } from '../../engines/core';
import { SaveStore } from '../saveStore';
import { makeSave } from './saveFixtures';

const AT = '2025-05-06T07:08:09.000Z';
const action = (n: number): RecordedAction => ({ seat: n % 2, action: { type: 'step', n } });

async function main(): Promise<void> {
  const store = new SaveStore(process.argv[2] ?? '.');
  const wholeEvery = Number(process.argv[3] ?? 0);
  const read = await store.readAutosave();
  if (!read.ok) throw new Error(`unreadable autosave: ${read.error.code}`);
  const actions = [...(read.value?.record.actions ?? [])];
  const base = read.value ?? makeSave('Auto', 0);
  if (read.value === null) await store.writeAutosave(base);
  for (;;) {
    const length = actions.length;
    actions.push(action(length));
    const whole = wholeEvery > 0 && length % wholeEvery === wholeEvery - 1;
    const written = whole
      ? await store.writeAutosave({ ...base, savedAt: AT, record: { ...base.record, actions: actions.slice() } })
      : await store.appendAutosave({ base: length, savedAt: AT, actions: [action(length)] });
    if (!written.ok) throw new Error(`autosave refused: ${written.error.code}`);
    process.stdout.write(`${actions.length}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
