import type { Hono } from 'hono';
import { adminExportReport, adminGetReport } from '../../../contract/reports';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { buildReport } from './report';
import { reportCsv } from './report-csv';

/** The back-office's reports (`reports.read`): read only, so no audit entry. */
export function registerReportRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, adminGetReport, async ({ input }) => ({
    status: 1,
    ...(await buildReport(deps.db, input)),
  }));

  bindCall(app, deps, adminExportReport, async ({ input }) => ({
    status: 1,
    filename: `report-${input.granularity}-${input.from}-${input.to}${input.vertical ? `-${input.vertical}` : ''}.csv`,
    csv: reportCsv(await buildReport(deps.db, input)),
  }));
}
