import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { badRequest, fieldError } from '../../http/api-error';
import { waitThenRunAgain } from '../../http/idempotency';
import { checkEmailVerifiedForWithdrawal } from '../identity/security/email-verification';
import {
  isTwoFactorEnabled,
  verifySecondFactor,
  type SecondFactorProof,
} from '../identity/security/two-factor';
import { checkWithdrawalSafety } from '../identity/security/withdrawal-safety';
import { hasUnmetWagerRequirement } from './bonuses';
import { getDebt } from './debt';
import { lockHeldDeposits } from './held-deposits';
import { lockCashBalance } from './ledger';
import { moveToPendingWithdrawal } from './withdrawals';

/** What the wait of a withdrawal answers once the player's second factor was accepted. */
export const SECOND_FACTOR_CHECKED = 'second factor checked';

export interface WithdrawalRequest {
  playerId: number;
  amount: bigint;
  address: string;
  /** The player's second factor, when two-factor is on: a code of their app, or a passkey's step-up. */
  proof: SecondFactorProof;
  ip: string;
}

/**
 * May this player withdraw this amount to this address, and if so, the withdrawal: every check
 * in order, then the ledger movement, in the call's transaction (`tx`). The session was checked
 * before: the face binds the call for a signed-in player only. The second factor is checked in a
 * wait outside the transaction (waitThenRunAgain); `waited` is what it answered, when this runs
 * again after it.
 *
 * Protection stops no withdrawal: a player on a break or self-excluded may still take their
 * money out (docs/player-protection.md); its part here is the held deposits, paid out with the
 * cash.
 */
export async function requestWithdrawal(
  tx: Queryable,
  deps: AppDeps,
  request: WithdrawalRequest,
  waited?: string,
) {
  const { playerId, amount, address } = request;
  // 1. the request itself
  if (amount <= 0n) throw fieldError('amount', 'invalid_amount');
  if (!deps.depositWallet.isValidAddress(address)) throw fieldError('address', 'invalid_address');

  // 2. the address: no withdrawal in the wait after a security change, and with the lock on only
  // to a saved, confirmed address out of its hold. Before the code is asked (a refusal here uses
  // up no code), and again after it
  await checkWithdrawalSafety(tx, deps, playerId, address);

  // 3. a verified email, where the operator requires one (before the code: a code would not help)
  await checkEmailVerifiedForWithdrawal(deps, tx, playerId);

  // 4. the second factor, checked outside this transaction so that a wrong code stays counted;
  // the whole request runs again after it
  if (waited !== SECOND_FACTOR_CHECKED && (await isTwoFactorEnabled(tx, playerId))) {
    return waitThenRunAgain(async () => {
      await verifySecondFactor(deps, playerId, request.proof, request.ip);
      return SECOND_FACTOR_CHECKED;
    });
  }

  // 5. the player's money, locked in the ledger's order (cash, then the held deposits): nothing
  // read below can change until the movement commits
  const cash = await lockCashBalance(tx, playerId);

  // 6. a claw-back the cash could not cover is paid back before any money leaves (debt.ts)
  const debt = await getDebt(tx, playerId);
  if (debt > 0n) throw badRequest('outstanding_debt', undefined, { amount: satoshisToMbtc(debt) });

  // 7. the deposits held beyond the deposit limits are the player's to withdraw, with the cash
  const held = await lockHeldDeposits(tx, playerId);
  const withdrawable = cash.balance + (held?.balance ?? 0n);
  if (amount > withdrawable)
    throw fieldError('amount', 'min_value', { max: satoshisToMbtc(withdrawable) });

  // 8. a bonus still being wagered holds the balance
  if (await hasUnmetWagerRequirement(tx, playerId)) {
    return { status: 0 as const, code: 'not_meet_wager_requirement' as const };
  }

  // 9. the ledger movement: the amount to pending withdrawals, paid by the operator later
  return {
    status: 1 as const,
    ...(await moveToPendingWithdrawal(tx, { playerId, amount, address }, cash, held)),
  };
}
