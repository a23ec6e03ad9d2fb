import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditPage } from '../features/audit/components/audit-page';
import { requirePermission, signedInRoute } from './signed-in-route';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const day = v.pipe(v.string(), v.isoDate());

export const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'audit',
  validateSearch: v.object({
    staffId: v.optional(positive),
    action: v.optional(v.pipe(v.string(), v.maxLength(100))),
    player: v.optional(positive),
    from: v.optional(day),
    to: v.optional(day),
    page: v.optional(positive, 1),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('audit.read'),
  component: function AuditRoute() {
    const filters = auditRoute.useSearch();
    const navigate = auditRoute.useNavigate();
    return <AuditPage filters={filters} onFilter={(search) => void navigate({ search })} />;
  },
});
