import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditPage } from '../features/audit/components/audit-page';
import { requirePermission, signedInRoute } from './signed-in-route';

const day = v.pipe(v.string(), v.isoDate());
// the router reads a value of digits only (a username may be one) as a number
const text = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.maxLength(100),
);

export const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'audit',
  validateSearch: v.object({
    member: v.optional(text),
    action: v.optional(text),
    playerName: v.optional(text),
    from: v.optional(day),
    to: v.optional(day),
  }),
  beforeLoad: requirePermission('audit.read'),
  component: function AuditRoute() {
    const filters = auditRoute.useSearch();
    const navigate = auditRoute.useNavigate();
    return <AuditPage filters={filters} onFilter={(search) => void navigate({ search })} />;
  },
});
