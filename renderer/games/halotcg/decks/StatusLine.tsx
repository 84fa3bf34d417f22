/**
 * The deck builder's status: one sentence after an action (done or refused), and under it the lines of a
 * deck list that were left out, each with its line number and reason in the current language (the first
 * DETAILS_SHOWN of them, then "and N more").
 */
import { useTr } from '../ui/useTr';
import { DETAILS_SHOWN, type Status } from './builderState';
import { useErrorText } from './useDeckText';

export function StatusLine({ status }: { readonly status: Status }) {
  const t = useTr();
  const text = useErrorText();
  if (status === null) return <div className="db-status-box" role="status" />;
  const error = status.kind === 'error';
  const details = status.details ?? [];
  const more = details.length - DETAILS_SHOWN;
  return (
    <div className="db-status-box" role={error ? 'alert' : 'status'}>
      <p className={`db-status${error ? ' is-error' : ''}`} data-testid="db-status">
        {error ? text(status.error) : t(status.key, status.count === undefined ? { name: status.name } : { name: status.name, count: status.count })}
      </p>
      {details.length > 0 && (
        <ul className="db-status-details" data-testid="db-status-details">
          {details.slice(0, DETAILS_SHOWN).map((d, i) => (
            <li key={i}>{text(d)}</li>
          ))}
          {more > 0 && <li className="db-status-more">{t('builder.skippedMore', { count: more })}</li>}
        </ul>
      )}
    </div>
  );
}
