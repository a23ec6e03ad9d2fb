import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useLocale } from '../lib/use-locale';

/** The status of a route error: statusCode, status or the response's status, else 500. */
export function errorStatus(error: unknown): number {
  const value = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    httpStatus?: unknown;
  } | null;
  for (const candidate of [
    value?.statusCode,
    value?.status,
    value?.response?.status,
    value?.httpStatus,
  ]) {
    if (typeof candidate === 'number' && candidate >= 400) return candidate;
  }
  return 500;
}

export function ErrorPage({ error }: ErrorComponentProps) {
  const { localeParam } = useLocale();
  const status = errorStatus(error);
  const message = error instanceof Error && error.message ? error.message : 'Error';
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
