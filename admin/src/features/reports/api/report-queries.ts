import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  adminExportReport,
  adminGetReport,
  type ReportGranularity,
  type ReportVertical,
} from '../../../../../contract/operator/reports';
import { callStaffApi } from '../../../lib/api-client';

export interface ReportSearch {
  granularity: ReportGranularity;
  from: string;
  to: string;
  /** the vertical rows of one vertical only; undefined: every vertical */
  vertical?: ReportVertical;
}

export type Report = v.InferOutput<typeof adminGetReport.response>;

const request = (search: ReportSearch) => ({
  granularity: search.granularity,
  from: search.from,
  to: search.to,
  vertical: search.vertical ?? null,
});

export const reportQueries = {
  all: ['reports'] as const,
  report: (search: ReportSearch) =>
    queryOptions({
      queryKey: [...reportQueries.all, request(search)],
      queryFn: () => callStaffApi(adminGetReport, request(search)),
    }),
};

/** The same report as the server's CSV and file name. */
export const useExportReport = () =>
  useMutation({
    mutationFn: (search: ReportSearch) => callStaffApi(adminExportReport, request(search)),
  });
