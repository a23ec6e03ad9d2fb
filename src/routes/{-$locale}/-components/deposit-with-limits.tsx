import { DepositModal } from '../../../features/account/components/deposit-modal';
import { DepositLimitOffer } from '../../../features/protection/components/deposit-limit-offer';

/** The deposit modal with the protection feature's deposit limits in it. */
export function DepositWithLimits() {
  return <DepositModal depositLimits={DepositLimitOffer} />;
}
