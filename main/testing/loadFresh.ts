/**
 * Loads a module afresh inside the test that calls it. What a module builds while loading (schemas,
 * tables, the object the preload exposes) then runs inside that test, so mutation testing counts the
 * test against it: Stryker skips "static" mutants (code run only while a file is first imported), and
 * a module imported once at the top of a test file would leave its constants tested by no test.
 */
import { vi } from 'vitest';

export async function loadFresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
