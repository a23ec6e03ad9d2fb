import type { Hono } from 'hono';
import {
  addWithdrawalAddress as addAddressCall,
  confirmWithdrawalAddress as confirmAddressCall,
  getWithdrawalAddresses,
  removeWithdrawalAddress,
  renameWithdrawalAddress as renameAddressCall,
  setWithdrawalAddressLock,
} from '../../../contract/withdrawal-addresses';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import {
  deleteWithdrawalAddress,
  listWithdrawalAddresses,
  readWithdrawalSecurity,
  renameWithdrawalAddress,
} from '../../modules/identity/security/addresses-repository';
import {
  addressView,
  addWithdrawalAddress,
  confirmWithdrawalAddress,
  lockView,
  setAddressLock,
} from '../../modules/identity/security/addresses';
import { securityHoldUntil } from '../../modules/identity/security/withdrawal-safety';

/** front/security/*_address*: the withdrawal address book and its lock (docs/account-security.md). */
export function registerPlayerAddressCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getWithdrawalAddresses, async ({ caller }) => {
    const now = deps.clock.now();
    const [rows, security] = await Promise.all([
      listWithdrawalAddresses(db, caller.playerId),
      readWithdrawalSecurity(db, caller.playerId),
    ]);
    return {
      status: 1,
      addresses: rows.map((row) => addressView(row, now)),
      lock: lockView(security, now),
      holdHours: deps.config.WITHDRAWAL_ADDRESS_HOLD_HOURS,
      securityHoldUntil: securityHoldUntil(security, deps.config, now)?.toISOString() ?? null,
    };
  });

  bindPlayerCall(app, deps, addAddressCall, async ({ caller, input, ip }) => ({
    status: 1,
    address: await addWithdrawalAddress(deps, caller.playerId, input, ip),
  }));

  bindPlayerCall(app, deps, removeWithdrawalAddress, async ({ caller, input }) => {
    if (!(await deleteWithdrawalAddress(db, caller.playerId, input.id))) throw notFound();
    return { status: 1 };
  });

  bindPlayerCall(app, deps, renameAddressCall, async ({ caller, input }) => {
    if (!(await renameWithdrawalAddress(db, caller.playerId, input.id, input.label)))
      throw notFound();
    return { status: 1 };
  });

  // the page the email links to POSTs the token: a mail scanner's GET uses nothing up
  bindPlayerCall(app, deps, confirmAddressCall, async ({ input }) => {
    if (!(await confirmWithdrawalAddress(deps, input.token)))
      throw fieldError('token', 'invalid_address_token');
    return { status: 1 };
  });

  bindPlayerCall(app, deps, setWithdrawalAddressLock, async ({ caller, input, ip }) => ({
    status: 1,
    lock: await setAddressLock(deps, caller.playerId, input, ip),
  }));
}
