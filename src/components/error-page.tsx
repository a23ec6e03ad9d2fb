import { Trans } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import {
  Link,
  SearchParamError,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { ApiFailure } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';
import { useLocale } from '../lib/use-locale';
import { errorStatus } from './error-status';
import { NotFoundPage } from './not-found-page';

/**
 * A page that could not be shown, inside the app's shell: what went wrong in the visitor's words
 * (a failed call's own message; offline, that the app is offline; else that something failed),
 * the status beside it, and the ways on (again, home). Never the error's own text: a stack or a
 * validator's report is not for players. An address whose search the page does not take is a
 * page not found (SPEC: a page validation failure is a 404).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { localeParam } = useLocale();
  const { i18n } = useLingui();
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  if (error instanceof SearchParamError) return <NotFoundPage />;
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  const message =
    error instanceof ApiFailure
      ? errorMessage(i18n, error.code)
      : navigator.onLine
        ? i18n._(msg`Algo ha fallado al abrir esta página.`)
        : errorMessage(i18n, 'network_error');
  return (
    <section className="error-page">
      <h1>{message}</h1>
      <p className="error-page__status">
        <Trans>Error {status}</Trans>
      </p>
      <div className="error-page__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            // the failed queries fetch again, and the route loads again
            queries.reset();
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Reintentar</Trans>
        </button>
        <Link to="/{-$locale}" params={{ locale: localeParam }}>
          <Trans>Volver al inicio</Trans>
        </Link>
      </div>
    </section>
  );
}
