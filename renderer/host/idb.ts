/** A few promise wrappers over IndexedDB: just enough for the browser host, no library. */

export type StoreName = 'saves' | 'summaries' | 'backups' | 'autosave' | 'autosaveJournal' | 'settings';
/** `autosaveJournal` came with database version 2; an upgrade adds whichever store is missing. */
export const STORE_NAMES: readonly StoreName[] = ['saves', 'summaries', 'backups', 'autosave', 'autosaveJournal', 'settings'];

export function openDatabase(factory: IDBFactory, name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const store of STORE_NAMES) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
    request.onblocked = () => reject(new Error('indexedDB open blocked'));
  });
}

/** A storage call that did not answer in time; the launcher reports it instead of waiting forever. */
export class StorageTimeout extends Error {
  override readonly name = 'StorageTimeout';
  constructor(readonly ms: number) {
    super(`indexedDB did not answer within ${ms} ms`);
  }
}

/** `promise`, or a StorageTimeout rejection after `ms`. The original keeps running and may still settle later. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageTimeout(ms)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

export function requestValue<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
  });
}

/**
 * Runs `work` in one transaction and resolves with its result once the transaction has committed, so a
 * caller never reports a write that was rolled back.
 */
export function inTransaction<T>(
  db: IDBDatabase,
  stores: readonly StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores as StoreName[], mode);
    let result: { value: T } | undefined;
    tx.oncomplete = () => (result ? resolve(result.value) : reject(new Error('transaction ended without a result')));
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
    work(tx).then(
      (value) => {
        result = { value };
      },
      (error: unknown) => {
        try {
          tx.abort();
        } catch {
          // Already committed or aborted (InvalidStateError): nothing left to roll back.
        }
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
