import type { SiteContent } from '../../../contract/content';
import type { Queryable } from '../../db/database';
import { pageClause } from '../../db/list-query';
import { sanitizeContentHtml } from '../../../contract/content-html';

interface ContentRow {
  id: number;
  type: SiteContent['type'];
  slug: string;
  locale: SiteContent['locale'];
  title: string;
  summary: string;
  body_html: string;
  image_url: string | null;
  mobile_image_url: string | null;
  link_url: string | null;
  link_label: string | null;
  sort: number;
  published: boolean;
  updated_at: Date;
}

const COLUMNS =
  'id, type, slug, locale, title, summary, body_html, image_url, mobile_image_url, link_url, link_label, sort, published, updated_at';

function toSiteContent(row: ContentRow): SiteContent {
  const { updated_at: updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

export async function findPublished(
  db: Queryable,
  type: SiteContent['type'],
  locale: string,
  by: { slug?: string | null | undefined; id?: number | null | undefined } = {},
): Promise<SiteContent[]> {
  const params: unknown[] = [type, locale];
  let where = 'type = $1 AND locale = $2 AND published';
  if (by.slug) {
    params.push(by.slug);
    where += ` AND slug = $${params.length}`;
  }
  if (by.id) {
    params.push(by.id);
    where += ` AND id = $${params.length}`;
  }
  const { rows } = await db.query<ContentRow>(
    `SELECT ${COLUMNS} FROM site_content WHERE ${where} ORDER BY sort, id`,
    params,
  );
  return rows.map(toSiteContent);
}

export async function listAll(
  db: Queryable,
  filters: {
    type?: string | null | undefined;
    locale?: string | null | undefined;
    page: number;
    itemsPerPage: number;
  },
) {
  const params: unknown[] = [];
  const conditions = ['true'];
  if (filters.type) {
    params.push(filters.type);
    conditions.push(`type = $${params.length}`);
  }
  if (filters.locale) {
    params.push(filters.locale);
    conditions.push(`locale = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<ContentRow>(
      `SELECT ${COLUMNS} FROM site_content WHERE ${where} ORDER BY type, sort, id ${pageClause(filters.page, filters.itemsPerPage)}`,
      params,
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM site_content WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.rows.map(toSiteContent), count: count.rows[0]?.count ?? 0 };
}

export interface NewContent {
  type: SiteContent['type'];
  slug: string;
  locale: SiteContent['locale'];
  title: string;
  summary: string;
  body_html: string;
  image_url: string | null;
  /** Slides only: their art on phones. */
  mobile_image_url?: string | null;
  /** Slides only: their call to action, both or neither. */
  link_url?: string | null;
  link_label?: string | null;
  sort: number;
  published: boolean;
}

/** Inserts (sanitising the HTML); null when type, slug and locale already exist. */
export async function insertContent(
  db: Queryable,
  content: NewContent,
): Promise<SiteContent | null> {
  const { rows } = await db.query<ContentRow>(
    `INSERT INTO site_content (type, slug, locale, title, summary, body_html, image_url, mobile_image_url, sort, published, link_url, link_label)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      content.type,
      content.slug,
      content.locale,
      content.title,
      content.summary,
      sanitizeContentHtml(content.body_html),
      content.image_url,
      content.mobile_image_url ?? null,
      content.sort,
      content.published,
      content.link_url ?? null,
      content.link_label ?? null,
    ],
  );
  return rows[0] ? toSiteContent(rows[0]) : null;
}

export async function updateContent(
  db: Queryable,
  id: number,
  changes: Partial<
    Pick<
      NewContent,
      | 'title'
      | 'summary'
      | 'body_html'
      | 'image_url'
      | 'mobile_image_url'
      | 'link_url'
      | 'link_label'
      | 'sort'
      | 'published'
    >
  >,
): Promise<SiteContent | null> {
  const { rows } = await db.query<ContentRow>(
    `UPDATE site_content SET title = coalesce($2, title), summary = coalesce($3, summary),
        body_html = coalesce($4, body_html), image_url = CASE WHEN $5::boolean THEN $6 ELSE image_url END,
        sort = coalesce($7, sort), published = coalesce($8, published),
        mobile_image_url = CASE WHEN $9::boolean THEN $10 ELSE mobile_image_url END,
        link_url = CASE WHEN $11::boolean THEN $12 ELSE link_url END,
        link_label = CASE WHEN $13::boolean THEN $14 ELSE link_label END, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      changes.title ?? null,
      changes.summary ?? null,
      changes.body_html === undefined ? null : sanitizeContentHtml(changes.body_html),
      changes.image_url !== undefined,
      changes.image_url ?? null,
      changes.sort ?? null,
      changes.published ?? null,
      changes.mobile_image_url !== undefined,
      changes.mobile_image_url ?? null,
      changes.link_url !== undefined,
      changes.link_url ?? null,
      changes.link_label !== undefined,
      changes.link_label ?? null,
    ],
  );
  return rows[0] ? toSiteContent(rows[0]) : null;
}

/** A piece's type and call to action, or null when there is none with that id. */
export async function findContentLink(
  db: Queryable,
  id: number,
): Promise<Pick<SiteContent, 'type' | 'link_url' | 'link_label'> | null> {
  const { rows } = await db.query<Pick<SiteContent, 'type' | 'link_url' | 'link_label'>>(
    'SELECT type, link_url, link_label FROM site_content WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** The type of a piece, or null when there is none with that id. */
export async function contentType(db: Queryable, id: number): Promise<SiteContent['type'] | null> {
  const { rows } = await db.query<{ type: SiteContent['type'] }>(
    'SELECT type FROM site_content WHERE id = $1',
    [id],
  );
  return rows[0]?.type ?? null;
}

export async function removeContent(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM site_content WHERE id = $1', [id]);
  return rowCount > 0;
}
