import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { formatWithdrawable } from './withdraw-fields';
import { WithdrawEmailNotice } from './withdraw-email-notice';

interface WithdrawBalanceProps {
  /** mBTC; undefined while unknown */
  balance: number | undefined;
  /** mBTC of deposits held beyond the deposit limits */
  held: number;
  /** mBTC owed */
  debt: number;
  /** satoshis: the balance plus the held deposits; null while unknown */
  withdrawable: bigint | null;
}

/** What the player may withdraw, and what stops them before they try (email, debt). */
export function WithdrawBalance({ balance, held, debt, withdrawable }: WithdrawBalanceProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const shownBalance = balance === undefined ? '…' : formatMbtc(balance, locale);
  const shownWithdrawable = formatWithdrawable(withdrawable, locale);
  return (
    <>
      <p className="wallet__balance">
        <Trans>Saldo disponible: {shownBalance}</Trans>
      </p>
      <WithdrawEmailNotice />
      {held > 0 && (
        <p className="wallet__balance" data-testid="withdraw-held">
          <Trans>
            Depósitos retenidos por tu límite de depósito: {formatMbtc(held, locale)}. También
            puedes retirarlos (primero se retira el saldo): hasta {shownWithdrawable} en total.
          </Trans>
        </p>
      )}
      {debt > 0 && (
        <p className="alert alert--error" role="status" data-testid="withdraw-debt">
          {errorMessage(i18n, 'outstanding_debt', { amount: formatMbtc(debt, locale) })}
        </p>
      )}
    </>
  );
}
