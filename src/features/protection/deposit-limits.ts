import type { LimitView } from '../../../contract/protection';

/** The deposit limits the player has in force (a pending removal still counts until confirmed). */
export function getDepositLimitsInForce(limits: readonly LimitView[]): LimitView[] {
  return limits.filter((limit) => limit.type === 'deposit' && limit.amount !== null);
}

/**
 * Whether the deposit modal must ask for a deposit limit before the address: the profile
 * requires one (`se`) and the player has none in force.
 */
export function isDepositLimitMissing(
  limitsRequiredBeforeDeposit: boolean,
  limits: readonly LimitView[],
): boolean {
  return limitsRequiredBeforeDeposit && getDepositLimitsInForce(limits).length === 0;
}
