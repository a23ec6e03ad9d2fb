import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HtmlContent } from '../../../components/html-content';
import { useLocale } from '../../../lib/use-locale';
import { contentQueries } from '../api/content-queries';
import './faq-page.css';

/** The FAQ, bare (it opens in its own window); the entry named by id is opened and scrolled to. */
export function FaqPage({ id }: { id: string | undefined }) {
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(contentQueries.faq(locale));
  return (
    <main className="faq-page">
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
