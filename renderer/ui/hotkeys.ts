import { useEffect, useLayoutEffect, useRef } from 'react';

export type KeyHandler = (event: KeyboardEvent) => boolean | void;

/** Keys typed into a field belong to the field, except the few listed as global. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Registers key handlers by key name (`mod+z` means Ctrl or ⌘). A handler returning `false` lets the key
 * through; otherwise its default action is prevented.
 */
export function useHotkeys(handlers: Readonly<Record<string, KeyHandler>>, options: { readonly whileTyping?: readonly string[] } = {}): void {
  const latest = useRef({ handlers, options });
  useLayoutEffect(() => {
    latest.current = { handlers, options };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      const name = `${mod ? 'mod+' : ''}${event.key.length === 1 ? event.key.toLowerCase() : event.key}`;
      const { handlers: table, options: opts } = latest.current;
      const handler = table[name];
      if (!handler || event.defaultPrevented || event.repeat) return;
      if (isTyping(event) && !(opts.whileTyping ?? []).includes(name)) return;
      if (handler(event) !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
