import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { registerOperatorAuditCalls } from './audit';
import { registerOperatorContentCalls } from './content';
import { registerOperatorLiveChatCalls } from './live-chat';
import { registerOperatorLiveTableCalls } from './live-tables';
import { registerOperatorPlayerCalls } from './players';
import { registerOperatorProtectionCalls } from './protection';
import { registerOperatorPushCalls } from './push';
import { registerOperatorReportCalls } from './reports';
import { registerOperatorSettingsCalls } from './settings';
import { registerOperatorSportsLimitsCalls } from './sports-limits';
import { registerOperatorSportsSettlementCalls } from './sports-settlement';
import { registerOperatorSportsTradingCalls } from './sports-trading';
import { registerOperatorStaffCalls } from './staff';
import { registerOperatorSessionCalls } from './staff-session';
import { registerOperatorWithdrawalCalls } from './withdrawals';

/** Every call of the operator's back-office (under /api/admin/), each naming its permission. */
export function registerOperatorCalls(
  app: Hono,
  deps: AppDeps,
  options: { onSliderChange: () => void },
): void {
  registerOperatorSessionCalls(app, deps);
  registerOperatorStaffCalls(app, deps);
  registerOperatorAuditCalls(app, deps);
  registerOperatorPlayerCalls(app, deps);
  registerOperatorWithdrawalCalls(app, deps);
  registerOperatorProtectionCalls(app, deps);
  registerOperatorSportsTradingCalls(app, deps);
  registerOperatorSportsSettlementCalls(app, deps);
  registerOperatorSportsLimitsCalls(app, deps);
  registerOperatorContentCalls(app, deps, options);
  registerOperatorSettingsCalls(app, deps);
  registerOperatorPushCalls(app, deps);
  registerOperatorReportCalls(app, deps);
  registerOperatorLiveTableCalls(app, deps);
  registerOperatorLiveChatCalls(app, deps);
}
