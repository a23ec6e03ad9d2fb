import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { failureMessage } from '../lib/error-messages';
import { useIsOnline } from '../lib/network';

/**
 * A list's error boundary's answer, in the list's place (the page around it stays): offline, that
 * the list will show once online, where it is asked again by itself; else what failed and a way
 * to ask again.
 */
export function ListUnavailable({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const queries = useQueryErrorResetBoundary();
  const [hasBeenOffline, setHasBeenOffline] = useState(!isOnline);
  if (!isOnline && !hasBeenOffline) setHasBeenOffline(true);
  const retry = () => {
    // the failed query is asked again when the list is drawn again
    queries.reset();
    reset();
  };
  useEffect(() => {
    if (isOnline && hasBeenOffline) {
      queries.reset();
      reset();
    }
  }, [isOnline, hasBeenOffline, queries, reset]);
  if (!isOnline)
    return (
      <p role="status" className="list-unavailable">
        <Trans>Sin conexión: esta lista se mostrará cuando vuelvas a estar en línea.</Trans>
      </p>
    );
  return (
    <div role="alert" className="list-unavailable">
      <p>{failureMessage(i18n, error)}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        <Trans>Reintentar</Trans>
      </button>
    </div>
  );
}
