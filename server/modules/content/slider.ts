import type { Queryable } from '../../db/database';

export interface Slide {
  id: number;
  image_url: string;
  title: string;
  link: string | null;
}

export async function listSlides(
  db: Queryable,
  locale: string,
  isMobile: boolean,
): Promise<Slide[]> {
  const { rows } = await db.query<Slide>(
    'SELECT id, image_url, title, link FROM site_slider WHERE locale = $1 AND is_mobile = $2 AND enabled ORDER BY sort, id',
    [locale, isMobile],
  );
  return rows;
}
