import type { Slide } from '../../../contract/content';
import type { Queryable } from '../../db/database';

/**
 * The published slides of `locale` (site content of type `slider`), in their order, with their
 * calls to action; on phones each with its phone art when it has one.
 */
export async function listSlides(
  db: Queryable,
  locale: string,
  isMobile: boolean,
): Promise<Slide[]> {
  const { rows } = await db.query<Slide>(
    `SELECT id, CASE WHEN $2::boolean THEN coalesce(mobile_image_url, image_url) ELSE image_url END AS image_url,
            title, link_url, link_label
       FROM site_content WHERE type = 'slider' AND locale = $1 AND published ORDER BY sort, id`,
    [locale, isMobile],
  );
  return rows;
}

const SLIDES_CACHE_MS = 60_000;

/**
 * The slides the page inlines (server/http/client-shell.ts), kept a minute per language and
 * device; `forget` drops them when a slide changes on this node (another node keeps its copy
 * until it expires).
 */
export function slideCache(db: Queryable) {
  const cache = new Map<string, { slides: Promise<Slide[]>; until: number }>();
  return {
    list(locale: string, isMobile: boolean): Promise<Slide[]> {
      const key = `${locale}:${isMobile}`;
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.slides;
      const slides = listSlides(db, locale, isMobile);
      cache.set(key, { slides, until: Date.now() + SLIDES_CACHE_MS });
      slides.catch(() => cache.delete(key));
      return slides;
    },
    forget(): void {
      cache.clear();
    },
  };
}
