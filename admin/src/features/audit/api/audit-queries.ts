import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getAuditLog } from '../../../../../contract/operator/staff';
import { callStaffApi } from '../../../lib/api-client';

export type AuditEntry = v.InferOutput<typeof getAuditLog.response>['rows'][number];

/** The filters as the page's URL holds them (each may be left out). */
export interface AuditFilters {
  staffId?: number;
  action?: string;
  player?: number;
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

export const auditQueries = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) =>
    queryOptions({
      queryKey: [...auditQueries.all, filters],
      queryFn: () => callStaffApi(getAuditLog, { ...filters, itemsPerPage: AUDIT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};
