import { queryOptions } from '@tanstack/react-query';
import { type SiteContent } from '../../../../../contract/content';
import { adminGetSiteContent } from '../../../../../contract/operator/content';
import { MAX_PAGE_SIZE, type SITE_CONTENT_TYPES } from '../../../../../contract/constants';
import { callStaffApi } from '../../../lib/api-client';
import { groupBySlug } from '../content-groups';

export type ContentType = (typeof SITE_CONTENT_TYPES)[number];
export type { SiteContent };

export const contentQueries = {
  all: ['content'] as const,
  /** Every item of a type, both languages, grouped by slug (a type holds tens, not thousands). */
  byType: (type: ContentType) =>
    queryOptions({
      queryKey: [...contentQueries.all, type],
      queryFn: async () => {
        const { rows } = await callStaffApi(adminGetSiteContent, {
          type,
          itemsPerPage: MAX_PAGE_SIZE,
        });
        return groupBySlug(rows);
      },
    }),
};
