import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

interface ScreenErrorProps {
  /** What broke: the launcher's screens or the game frame (the game was autosaved after its last move). */
  readonly place: 'launcher' | 'game';
  readonly message: string;
  readonly onBack: () => void;
}

/** What a person sees instead of a blank page: what happened, that saves are safe, and the way back. */
export function ScreenError({ place, message, onBack }: ScreenErrorProps) {
  const { t } = useTranslation();
  return (
    <section className="screen-error hud-panel" role="alert" data-testid="screen-error" data-place={place}>
      <h2 className="page-title">{t('storage.crashTitle')}</h2>
      <p>{t(place === 'game' ? 'storage.crashGameBody' : 'storage.crashBody')}</p>
      <details>
        <summary>{t('storage.details')}</summary>
        <code>{message}</code>
      </details>
      <button type="button" className="btn btn-primary" data-testid="screen-error-back" onClick={onBack}>
        {t('storage.backToLauncher')}
      </button>
    </section>
  );
}

interface ScreenBoundaryProps {
  readonly place: ScreenErrorProps['place'];
  /** Whatever identifies the screen: when it changes (the person went elsewhere), the screen is tried again. */
  readonly screenKey: string;
  readonly onBack: () => void;
  readonly children: ReactNode;
}

interface ScreenBoundaryState {
  readonly failed: { readonly key: string; readonly message: string } | null;
}

/**
 * A React error boundary around one screen: a render error there (a damaged record, a bug in a board)
 * shows ScreenError with a way back to the launcher, and every other screen keeps working.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  override state: ScreenBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<ScreenBoundaryState> {
    return { failed: { key: '', message: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) } };
  }

  static getDerivedStateFromProps(props: ScreenBoundaryProps, state: ScreenBoundaryState): Partial<ScreenBoundaryState> | null {
    if (state.failed === null) return null;
    // The key is filled in on the first render after the error; a later change of screen clears it.
    if (state.failed.key === '') return { failed: { ...state.failed, key: props.screenKey } };
    return state.failed.key === props.screenKey ? null : { failed: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[screen] ${this.props.place} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    return <ScreenError place={this.props.place} message={failed.message} onBack={this.props.onBack} />;
  }
}
