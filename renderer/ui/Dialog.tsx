import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  readonly title: string;
  readonly testId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

/**
 * A modal panel; Escape closes it (App's key handler, or the game's for a game's own dialog), focus moves in
 * and returns afterwards. Drawn at the top of the page, so a dialog opened from inside the board is never
 * clipped by it.
 */
export function Dialog({ title, testId, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, button, [tabindex]');
    first?.focus();
    return () => previous?.focus();
  }, []);
  return createPortal(
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="dialog hud-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
