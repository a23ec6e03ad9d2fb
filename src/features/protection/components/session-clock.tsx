import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { protectionQueries } from '../api/protection-queries';
import { formatElapsed } from '../session-time';
import { useNow } from '../use-now';
import './session-clock.css';

/** The session's elapsed time, where the jurisdiction wants it always shown (showSessionTime). */
export function SessionClock({ playerId }: { playerId: number }) {
  const { t } = useLingui();
  const status = useQuery(protectionQueries.status(playerId)).data;
  const now = useNow(1000);
  if (!status?.rules.showSessionTime || status.sessionStartedAt === null) return null;
  const elapsed = formatElapsed(now - Date.parse(status.sessionStartedAt));
  return (
    <p className="session-clock" data-testid="session-clock">
      <span>{t`Tiempo de sesión`}</span> <time role="timer">{elapsed}</time>
    </p>
  );
}
