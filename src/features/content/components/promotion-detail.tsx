import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, notFound } from '@tanstack/react-router';
import { HtmlContent } from '../../../components/html-content';
import { useLocale } from '../../../lib/use-locale';
import { contentQueries } from '../api/content-queries';

/** One promotion, by its slug (or numeric id). */
export function PromotionDetail({ id }: { id: string }) {
  const { locale, localeParam } = useLocale();
  const { data } = useSuspenseQuery(contentQueries.promotions(locale));
  const promotion = data.find((item) => item.slug === id || String(item.id) === id);
  if (!promotion) throw notFound();
  return (
    <article className="content-page">
      <Link to="/{-$locale}/promotion" params={{ locale: localeParam }}>
        <Trans>← Todas las promociones</Trans>
      </Link>
      <h1>{promotion.title}</h1>
      {promotion.image_url && <img src={promotion.image_url} alt="" width={1600} height={400} />}
      <HtmlContent html={promotion.body_html} />
    </article>
  );
}
