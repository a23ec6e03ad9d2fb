import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WITHDRAWAL_REJECTED_TOAST_MS } from '../../../../contract/constants';
import { sendWithdrawalRequest } from '../../../../contract/wallet';
import { FormField } from '../../../components/form-field';
import { passkeyStepUpToken } from '../../../lib/passkeys';
import { useFormState } from '../../../lib/use-form-state';
import { useLocale } from '../../../lib/use-locale';
import { withdrawalAddressesQuery } from '../../../lib/withdrawal-address-queries';
import type { AcceptedWithdrawal } from '../../../lib/withdrawal-queue';
import { refusalOf, type WithdrawalRefusal } from '../../../lib/withdrawal-words';
import { showToast } from '../../../stores/ui-store';
import { useWithdrawal, WithdrawalRefused } from '../api/withdrawal-mutation';
import { QueuedWithdrawals } from './queued-withdrawals';
import { useWithdrawalChecks } from './use-withdrawal-checks';
import { WithdrawAddressBook } from './withdraw-address-book';
import { WithdrawBalance } from './withdraw-balance';
import {
  checkWithdrawalFields,
  formatWithdrawable,
  readWithdrawalFields,
  refusalOnForm,
} from './withdraw-fields';
import { PASSKEY_SUBMIT, WithdrawSecondFactor } from './withdraw-second-factor';

interface WithdrawFormProps {
  playerId: number;
  onAccepted: (withdrawal: AcceptedWithdrawal['result']) => void;
}

/**
 * The withdraw form: amount in mBTC up to the balance plus any held deposits, a Bitcoin address,
 * the second factor; checked here, then submitted through the queue (answered, or queued).
 */
export function WithdrawForm({ playerId, onAccepted }: WithdrawFormProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const form = useFormState();
  const withdrawal = useWithdrawal();
  const { balance, held, debt, withdrawable, network } = useWithdrawalChecks(playerId);
  const [refusal, setRefusal] = useState<WithdrawalRefusal | null>(null);
  const [isQueued, setQueued] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const isSending = isConfirming || withdrawal.isPending;

  const shown = refusal && refusalOnForm(i18n, refusal, locale);
  const fieldText = (name: string, values?: Record<string, string>) =>
    shown?.fields[name] ?? form.fieldError(name, values);

  // the wait after a security change is already said above the form (withdraw-address-book.tsx):
  // a refusal for it is not said a second time in a toast
  const securityHoldUntil = useQuery(withdrawalAddressesQuery()).data?.securityHoldUntil;
  const showRefusal = (refused: WithdrawalRefusal) => {
    setRefusal(refused);
    const { toast } = refusalOnForm(i18n, refused, locale, Boolean(securityHoldUntil));
    if (toast) showToast(toast, 'error', WITHDRAWAL_REJECTED_TOAST_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setQueued(false);
    setRefusal(null);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byPasskey = submitter?.getAttribute('value') === PASSKEY_SUBMIT;
    const { totp, ...fields } = readWithdrawalFields(formElement);
    const input = { playerId, ...fields, ...(!byPasskey && totp !== undefined && { totp }) };
    if (!form.validate(sendWithdrawalRequest.request, input)) return;
    const errors = await checkWithdrawalFields(input, withdrawable, network);
    if (Object.keys(errors).length > 0) return form.setFieldErrors(errors);

    let stepUpToken: string | undefined;
    if (byPasskey) {
      setConfirming(true);
      try {
        stepUpToken = await passkeyStepUpToken();
      } catch (error) {
        return showRefusal({ ...refusalOf(error), errors: {} });
      } finally {
        setConfirming(false);
      }
    }
    withdrawal.mutate(
      { ...input, ...(stepUpToken !== undefined && { stepUpToken }) },
      {
        onSuccess: (result) => {
          if (result.status === 'accepted') return onAccepted(result.answer.result);
          // a player who typed the next withdrawal while this one was being kept keeps it
          const now = readWithdrawalFields(formElement);
          if (now.amount === input.amount && now.address === input.address) formElement.reset();
          setQueued(true);
        },
        onError: (error) =>
          showRefusal(error instanceof WithdrawalRefused ? error.refusal : refusalOf(error)),
      },
    );
  };

  return (
    <form className="form form--wide wallet" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Retirar</Trans>
      </h2>
      <WithdrawBalance
        balance={balance?.real_balance}
        held={held}
        debt={debt}
        withdrawable={withdrawable}
      />
      <FormField
        name="amount"
        label={t`Importe (mBTC)`}
        inputMode="decimal"
        autoComplete="off"
        error={fieldText('amount', { max: formatWithdrawable(withdrawable, locale) })}
      />
      <WithdrawAddressBook />
      <FormField
        name="address"
        label={t`Dirección de Bitcoin`}
        autoComplete="off"
        spellCheck={false}
        error={fieldText('address')}
      />
      <WithdrawSecondFactor codeError={fieldText('totp')} isSending={isSending}>
        <button type="submit" className="button button--primary" disabled={isSending}>
          <Trans>Solicitar retiro</Trans>
        </button>
      </WithdrawSecondFactor>
      {isQueued && (
        <p className="alert alert--success" role="status">
          <Trans>Retiro en cola: se enviará cuando haya conexión.</Trans>
        </p>
      )}
      <QueuedWithdrawals playerId={playerId} />
    </form>
  );
}
