import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { ApiFailure } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';
import { errorStatus, errorText } from './error-status';
import { useLocale } from '../lib/use-locale';

export function ErrorPage({ error }: ErrorComponentProps) {
  const { localeParam } = useLocale();
  const status = errorStatus(error);
  const { i18n } = useLingui();
  // a failed API call says what failed in the visitor's language; offline, a page whose code was
  // never fetched (the service worker keeps only what was opened) says the app is offline
  const message =
    error instanceof ApiFailure
      ? errorMessage(i18n, error.code)
      : navigator.onLine
        ? errorText(error)
        : errorMessage(i18n, 'network_error');
  return (
    <section className="error-page">
      <h1>{status}</h1>
      <p>
        {status === 404 ? <Trans id="page_not_found">This page could not be found</Trans> : message}
      </p>
      {status === 404 && (
        <Link to="/{-$locale}" params={{ locale: localeParam }}>
          <Trans>Volver al inicio</Trans>
        </Link>
      )}
    </section>
  );
}
