import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/use-locale';
import { contentQueries } from '../api/content-queries';
import './promotion-list.css';

export function PromotionList() {
  const { locale, localeParam } = useLocale();
  const { data } = useSuspenseQuery(contentQueries.promotions(locale));
  return (
    <section className="content-page">
      <h1>
        <Trans>Promociones</Trans>
      </h1>
      <ul className="card-grid">
        {data.map((promotion) => (
          <li key={promotion.id} className="card">
            {promotion.image_url && (
              <img src={promotion.image_url} alt="" width={1600} height={400} loading="lazy" />
            )}
            <h2>
              <Link
                to="/{-$locale}/promotion/$id"
                params={{ locale: localeParam, id: promotion.slug }}
              >
                {promotion.title}
              </Link>
            </h2>
            <p>{promotion.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
