import type { SiteContent } from '../../../../contract/content';
import type { Locale } from '../../../../contract/constants';

/** One piece of content: the same slug in each language it has. */
export interface ContentGroup {
  slug: string;
  sort: number;
  byLocale: Partial<Record<Locale, SiteContent>>;
}

/** The items of one type as pieces by slug, in the players' order (sort key, then slug). */
export function groupBySlug(rows: readonly SiteContent[]): ContentGroup[] {
  const groups = new Map<string, ContentGroup>();
  for (const row of rows) {
    const group = groups.get(row.slug) ?? { slug: row.slug, sort: row.sort, byLocale: {} };
    group.byLocale[row.locale] = row;
    group.sort = Math.min(group.sort, row.sort);
    groups.set(row.slug, group);
  }
  return [...groups.values()].sort((a, b) => a.sort - b.sort || a.slug.localeCompare(b.slug));
}
