import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/use-locale';

/** A page that does not exist, inside the app's shell, with the ways on (the server answers 404). */
export function NotFoundPage() {
  const { localeParam } = useLocale();
  return (
    <section className="error-page">
      <h1>
        <Trans id="page_not_found">This page could not be found</Trans>
      </h1>
      <p className="error-page__status">
        <Trans>Error 404</Trans>
      </p>
      <div className="error-page__actions">
        <Link to="/{-$locale}" params={{ locale: localeParam }}>
          <Trans>Volver al inicio</Trans>
        </Link>
        <Link to="/{-$locale}/online-casino" params={{ locale: localeParam }}>
          <Trans>Casino</Trans>
        </Link>
        <Link to="/{-$locale}/sports" params={{ locale: localeParam }}>
          <Trans>Deportes</Trans>
        </Link>
        <Link to="/{-$locale}/faq/{-$id}" params={{ locale: localeParam }}>
          <Trans>Preguntas frecuentes</Trans>
        </Link>
      </div>
    </section>
  );
}
