import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/use-locale';

export function NotFoundPage() {
  const { localeParam } = useLocale();
  return (
    <section className="error-page">
      <h1>404</h1>
      <p>
        <Trans id="page_not_found">This page could not be found</Trans>
      </p>
      <Link to="/{-$locale}" params={{ locale: localeParam }}>
        <Trans>Volver al inicio</Trans>
      </Link>
    </section>
  );
}
