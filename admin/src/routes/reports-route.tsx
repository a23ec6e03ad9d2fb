import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { REPORT_GRANULARITIES, REPORT_VERTICALS } from '../../../contract/operator/reports';
import { ReportsPage } from '../features/reports/components/reports-page';
import { requirePermission, signedInRoute } from './signed-in-route';

const day = v.pipe(v.string(), v.isoDate());

export const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'reports',
  validateSearch: v.object({
    granularity: v.optional(v.picklist(REPORT_GRANULARITIES)),
    from: v.optional(day),
    to: v.optional(day),
    vertical: v.optional(v.picklist(REPORT_VERTICALS)),
  }),
  beforeLoad: requirePermission('reports.read'),
  component: function ReportsRoute() {
    const search = reportsRoute.useSearch();
    const navigate = reportsRoute.useNavigate();
    return <ReportsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
