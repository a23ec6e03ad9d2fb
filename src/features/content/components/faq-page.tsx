import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HtmlContent } from '../../../components/html-content';
import { useLocale } from '../../../lib/use-locale';
import { contentQueries } from '../api/content-queries';
import { FAQ_WINDOW_NAME } from '../../../lib/faq-window-name';
import './faq-page.css';

/**
 * The FAQ, bare (it opens in its own window); the entry named by id is opened and scrolled to.
 * Its bar leads back to the casino, and closes the window the menu opened (named `faq`): an
 * installed app has no browser back button.
 */
export function FaqPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  const { data } = useSuspenseQuery(contentQueries.faq(locale));
  const isOwnWindow = window.name === FAQ_WINDOW_NAME;
  return (
    <main className="faq-page">
      <nav className="faq-page__bar" aria-label={t`Salir de las preguntas frecuentes`}>
        <Link to="/{-$locale}" params={{ locale: localeParam }}>
          <Trans>← Volver al casino</Trans>
        </Link>
        {isOwnWindow && (
          <button type="button" className="button" onClick={() => window.close()}>
            <Trans>Cerrar</Trans>
          </button>
        )}
      </nav>
      <h1>
        <Trans>Preguntas frecuentes</Trans>
      </h1>
      {data.map((entry) => (
        <details key={entry.id} id={entry.slug} open={entry.slug === id || String(entry.id) === id}>
          <summary>{entry.title}</summary>
          <HtmlContent html={entry.body_html} />
        </details>
      ))}
    </main>
  );
}
