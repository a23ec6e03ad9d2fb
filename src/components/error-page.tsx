import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { errorStatus, errorText } from '../lib/error-status';
import { useLocale } from '../lib/use-locale';

export function ErrorPage({ error }: ErrorComponentProps) {
  const { localeParam } = useLocale();
  const status = errorStatus(error);
  const message = errorText(error);
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
