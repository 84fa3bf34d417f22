/** The two file chores a browser can do without a native dialog: download a text file, pick one to read. */

/** The part of a picked file the host uses (a DOM `File`, or a stub in tests). */
export interface PickedFile {
  readonly size: number;
  text(): Promise<string>;
}

export interface FileAccess {
  download(text: string, fileName: string): void;
  /** Resolves with the chosen file, or null when the person cancelled the dialog. */
  pick(accept: string): Promise<PickedFile | null>;
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some engines; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function pick(accept: string): Promise<PickedFile | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.hidden = true;
    input.dataset.testid = 'import-input';
    const finish = (file: PickedFile | null): void => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => finish(null), { once: true });
    document.body.append(input);
    input.click();
  });
}

export const domFileAccess: FileAccess = { download, pick };
