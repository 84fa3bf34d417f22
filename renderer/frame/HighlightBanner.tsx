import type { Highlight } from '../games/types';

/** A completed objective (or another big moment) on screen for a few seconds, in the seat's colour. */
export function HighlightBanner({ highlight, colour }: { readonly highlight: Highlight; readonly colour: string | undefined }) {
  return (
    <div className="highlight" role="status" data-testid="highlight" style={{ ['--seat' as string]: colour ?? 'var(--accent)' }}>
      <span className="highlight-flare" aria-hidden="true" />
      <span className="highlight-title">{highlight.title}</span>
      <span className="highlight-detail">{highlight.detail}</span>
    </div>
  );
}
