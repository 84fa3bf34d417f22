/**
 * A child process for the kill test of the autosave journal (saveStore.journal.test.ts): it continues the
 * autosave in the folder given on the command line, one action per autosave, and prints the number of
 * actions after each autosave has answered, until it is killed.
 */
import { SaveStore } from '../saveStore';
import { makeSave } from './saveFixtures';

async function main(): Promise<void> {
  const store = new SaveStore(process.argv[2] ?? '.');
  const read = await store.readAutosave();
  if (!read.ok) throw new Error(`unreadable autosave: ${read.error.code}`);
  let length = read.value?.record.actions.length ?? 0;
  if (read.value === null) await store.writeAutosave(makeSave('Auto', 0));
  for (;;) {
    const entry = { base: length, savedAt: '2025-05-06T07:08:09.000Z', actions: [{ seat: length % 2, action: { type: 'step', n: length } }] };
    const appended = await store.appendAutosave(entry);
    if (!appended.ok) throw new Error(`append refused: ${appended.error.code}`);
    length += 1;
    process.stdout.write(`${length}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
