import { useTranslation } from '../i18n/useTranslation';
import type { GameMeta } from '../games/types';
import { gameArt } from '../ui/art';

export function playerRange(meta: GameMeta, t: (key: string, params: Record<string, unknown>) => string): string {
  return meta.minPlayers === meta.maxPlayers
    ? t('launcher.playersFixed', { count: meta.minPlayers })
    : t('launcher.players', { min: meta.minPlayers, max: meta.maxPlayers });
}

/** One registered game; choosing it opens the new-game setup, a tool's button opens that tool. */
export function GameCard({ meta, onChoose, onTool }: { readonly meta: GameMeta; readonly onChoose: () => void; readonly onTool: (tool: string) => void }) {
  const { t } = useTranslation();
  const title = t(`games.${meta.id}.title`);
  const art = gameArt(meta.id);
  return (
    <li className={`game-card game-card--${meta.id}`}>
      <button type="button" className="game-card-button hud-panel" data-testid={`game-card-${meta.id}`} onClick={onChoose}>
        <span className="game-card-art" aria-hidden="true">
          {art ? <img className="game-card-illustration" src={art} alt="" draggable={false} /> : <span className="game-card-ring" />}
        </span>
        <span className="game-card-body">
          <span className="game-card-title">{title}</span>
          <span className="game-card-description">{t(`games.${meta.id}.description`)}</span>
          <span className="game-card-meta">
            <span className="chip chip-strong">{playerRange(meta, t)}</span>
            {meta.modes.map((mode) => (
              <span key={mode} className="chip">
                {t(`games.${meta.id}.modes.${mode}`)}
              </span>
            ))}
          </span>
          <span className="game-card-cta">{t('launcher.play')} →</span>
        </span>
      </button>
      {(meta.tools ?? []).map((tool) => (
        <button key={tool} type="button" className="btn btn-ghost game-card-tool" data-testid={`game-tool-${meta.id}-${tool}`} onClick={() => onTool(tool)}>
          {t(`games.${meta.id}.tools.${tool}`)}
        </button>
      ))}
    </li>
  );
}
