import { useSuspenseQuery } from '@tanstack/react-query';
import { HtmlContent } from '../../../components/html-content';
import { useLocale } from '../../../lib/use-locale';
import { contentQueries } from '../api/content-queries';

/** A content page of the API (welcome pages, privacy) in the page's language. */
export function ContentPage({ slug }: { slug: string }) {
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(contentQueries.page(locale, slug));
  return (
    <article className="content-page">
      <HtmlContent html={data.body_html} />
    </article>
  );
}
