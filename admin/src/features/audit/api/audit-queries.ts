import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type * as v from 'valibot';
import { exportAuditLog, getAuditLog } from '../../../../../contract/operator/staff';
import { callStaffApi } from '../../../lib/api-client';

export type AuditEntry = v.InferOutput<typeof getAuditLog.response>['rows'][number];

/** The filters as the page's URL holds them (each may be left out). */
export interface AuditFilters {
  /** part of the member's username */
  member?: string;
  /** a kind exactly (contract/operator/audit-actions.ts) */
  action?: string;
  /** part of the player's username */
  playerName?: string;
  from?: string;
  /** exclusive */
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

const request = ({ playerName, ...filters }: AuditFilters) => ({
  ...filters,
  playerUsername: playerName,
});

export const auditQueries = {
  all: ['audit'] as const,
  /** The entries matching, newest first, a page at a time: each after the last one read. */
  list: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all, filters],
      queryFn: ({ pageParam }) =>
        callStaffApi(getAuditLog, {
          ...request(filters),
          before: pageParam,
          itemsPerPage: AUDIT_PAGE_SIZE,
        }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
};

/** The entries matching as the server's CSV and file name (the export is audited). */
export const fetchAuditLogCsv = (filters: AuditFilters) =>
  callStaffApi(exportAuditLog, { format: 'csv', ...request(filters) });
