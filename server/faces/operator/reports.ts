import type { Hono } from 'hono';
import { adminExportReport, adminGetReport } from '../../../contract/operator/reports';
import type { AppDeps } from '../../deps';
import { bindOperatorCall } from './bind';
import { buildReport } from '../../modules/reports/report';
import { reportCsv } from '../../modules/reports/report-csv';

/** The back-office's reports (`reports.read`): read only, so no audit entry. */
export function registerOperatorReportCalls(app: Hono, deps: AppDeps): void {
  bindOperatorCall(app, deps, adminGetReport, async ({ input }) => ({
    status: 1,
    ...(await buildReport(deps.db, input)),
  }));

  bindOperatorCall(app, deps, adminExportReport, async ({ input }) => ({
    status: 1,
    filename: `report-${input.granularity}-${input.from}-${input.to}${input.vertical ? `-${input.vertical}` : ''}.csv`,
    csv: reportCsv(await buildReport(deps.db, input)),
  }));
}
