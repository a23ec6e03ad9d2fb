import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { BitcoinNetwork } from '../../../../contract/bitcoin-address';
import { WITHDRAWAL_REJECTED_TOAST_MS, type Locale } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { sendWithdrawalRequest } from '../../../../contract/wallet';
import { FormField } from '../../../components/form-field';
import { ApiFailure, callApi } from '../../../lib/api-client';
import {
  enqueueWithdrawal,
  isLostOnTheWay,
  sendQueuedWithdrawals,
} from '../../../lib/withdrawal-queue';
import { walletQueries } from '../api/wallet-queries';
import { QueuedWithdrawals } from './queued-withdrawals';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { passkeyStepUpToken } from '../../../lib/passkeys';
import { playerQueries, setBalance, useBalance, usePlayer } from '../../../lib/player-queries';
import { securityStatusQuery } from '../../../lib/security-status-queries';
import { formatDateParams } from '../../../lib/date-params';
import { formatDateTime } from '../../../lib/format';
import { withdrawalAddressesQuery } from '../../../lib/withdrawal-address-queries';
import { WithdrawEmailNotice } from './withdraw-email-notice';
import { useSiteSetting } from '../../../lib/site-access-queries';
import { useFormState } from '../../../lib/use-form-state';
import { useLocale } from '../../../lib/use-locale';
import { showToast } from '../../../stores/ui-store';
import './wallet.css';

interface Accepted {
  id: number;
  amount: number;
  address: string;
}

/**
 * Withdraw (user menu entry 3): amount in mBTC up to the real balance plus any held deposits
 * (taken after the balance) and a Bitcoin address, both checked before sending; then a
 * confirmation view whose back button resets the form.
 */
export function WithdrawModal() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const balance = useBalance(player?.id).data;
  // asked afresh each time the form opens: a debt blocks every withdrawal until covered
  const debt = useQuery({ ...playerQueries.debt(player?.id ?? 0), enabled: player !== null }).data;
  // deposits held beyond the deposit limits are withdrawable too, after the balance
  const held =
    useQuery({ ...playerQueries.heldDeposits(player?.id ?? 0), enabled: player !== null }).data ??
    0;
  // with two-factor on, every withdrawal sends a code of the authenticator app
  const security = useQuery({ ...securityStatusQuery(), enabled: player !== null }).data;
  const hasTwoFactor = security?.twoFactor.enabled ?? false;
  // ...or confirms it with one of the player's passkeys instead (a step-up token)
  const hasPasskey = hasTwoFactor && (security?.passkeys.length ?? 0) > 0;
  // the saved addresses to pick from, the lock and the wait after a security change
  const book = useQuery({ ...withdrawalAddressesQuery(), enabled: player !== null }).data;
  const readyAddresses = book?.addresses.filter((entry) => entry.ready) ?? [];
  const setting = useSiteSetting();
  const [failureParams, setFailureParams] = useState<Record<string, string | number>>({});
  const form = useFormState();
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const [hasQueuedNotice, setQueuedNotice] = useState(false);
  // one key per request: a retry after a lost answer reuses it, so the server applies it once
  const attempt = useRef<{ body: string; key: string } | null>(null);

  if (!player) return <p aria-busy="true" />;
  const shownBalance = balance ? formatMbtc(balance.real_balance, locale) : '…';
  const withdrawable = balance
    ? (mbtcToSatoshis(balance.real_balance) ?? 0n) + (mbtcToSatoshis(held) ?? 0n)
    : null;
  const shownWithdrawable =
    withdrawable === null ? '…' : formatMbtc(satoshisToMbtc(withdrawable), locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setQueuedNotice(false);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byPasskey = submitter?.getAttribute('value') === 'passkey';
    const { totp, ...fields } = withdrawalFields(formElement);
    const input: { playerId: number; amount: string; address: string; totp?: string } & {
      step_up_token?: string;
    } = { playerId: player.id, ...fields, ...(!byPasskey && totp !== undefined && { totp }) };
    if (!form.validate(sendWithdrawalRequest.request, input)) return;
    const { isValidAddress } = await import('../../../../contract/bitcoin-address');
    // the network of the settings, else of the player's deposit address (both saved offline)
    const network = (setting?.bitcoin_network ??
      queryClient.getQueryData(walletQueries.depositAddress(player.id).queryKey)?.network) as
      BitcoinNetwork | undefined;
    const isAddressValid = network
      ? isValidAddress(input.address, network)
      : isValidAddress(input.address, 'bitcoin') || isValidAddress(input.address, 'testnet');
    const amount = mbtcToSatoshis(input.amount) ?? 0n;
    const errors: Record<string, ErrorCode> = {};
    if (amount <= 0n) errors.amount = 'invalid_amount';
    else if (withdrawable !== null && amount > withdrawable) errors.amount = 'min_value';
    if (!isAddressValid) errors.address = 'invalid_address';
    if (Object.keys(errors).length > 0) {
      form.setFieldErrors(errors);
      return;
    }

    if (byPasskey) {
      try {
        input.step_up_token = await form.submit(() => passkeyStepUpToken());
      } catch (error) {
        const code = error instanceof ApiFailure ? error.code : 'action_failed';
        showToast(errorMessage(i18n, code), 'error', WITHDRAWAL_REJECTED_TOAST_MS);
        return;
      }
    }

    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    const key = attempt.current.key;
    const queue = async () => {
      // accepted here and persisted: it is sent, with this key, when the server can be reached
      await enqueueWithdrawal({
        key,
        playerId: player.id,
        amount: input.amount,
        address: input.address,
        ...(input.totp !== undefined && { totp: input.totp }),
        ...(input.step_up_token !== undefined && { stepUpToken: input.step_up_token }),
        createdAt: new Date().toISOString(),
      });
      attempt.current = null;
      // a player who typed the next withdrawal while this one was being saved keeps it
      const now = withdrawalFields(formElement);
      if (now.amount === input.amount && now.address === input.address) formElement.reset();
      setQueuedNotice(true);
      void sendQueuedWithdrawals(queryClient, player.id);
    };
    if (!onlineManager.isOnline()) return queue();
    try {
      const answer = await form.submit(() =>
        callApi(sendWithdrawalRequest, input, { idempotencyKey: key }),
      );
      attempt.current = null;
      if (answer.status !== 1) {
        showToast(errorMessage(i18n, answer.code), 'error', WITHDRAWAL_REJECTED_TOAST_MS);
        return;
      }
      void setBalance(queryClient, player.id, answer.player);
      void queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
      if (held > 0)
        void queryClient.invalidateQueries({
          queryKey: playerQueries.heldDeposits(player.id).queryKey,
        });
      setAccepted(answer.result);
    } catch (error) {
      // the answer was lost on the way: the queue sends the same request again until it arrives
      if (isLostOnTheWay(error)) return queue();
      attempt.current = null;
      const code = error instanceof ApiFailure ? error.code : 'action_failed';
      if (code === 'min_value') {
        void queryClient.invalidateQueries({ queryKey: playerQueries.balance(player.id).queryKey });
        void queryClient.invalidateQueries({
          queryKey: playerQueries.heldDeposits(player.id).queryKey,
        });
      }
      const params =
        error instanceof ApiFailure ? formatDateParams(owedWords(error.params, locale)) : undefined;
      setFailureParams(params ?? {});
      if (!(error instanceof ApiFailure && Object.keys(error.errors).length > 0))
        showToast(errorMessage(i18n, code, params), 'error', WITHDRAWAL_REJECTED_TOAST_MS);
    }
  };

  if (accepted) {
    return (
      <section className="form form--wide wallet">
        <h2>
          <Trans>Retirar</Trans>
        </h2>
        <p className="alert alert--success" role="status">
          <Trans>
            Retiro programado. Te enviaremos un correo de confirmación cuando se realice la
            transferencia.
          </Trans>
        </p>
        <dl className="wallet__summary">
          <dt>
            <Trans>Importe</Trans>
          </dt>
          <dd>{formatMbtc(accepted.amount, locale)}</dd>
          <dt>
            <Trans>Dirección</Trans>
          </dt>
          <dd>{accepted.address}</dd>
        </dl>
        <button type="button" className="button" onClick={() => setAccepted(null)}>
          <Trans>Volver</Trans>
        </button>
      </section>
    );
  }

  return (
    <form className="form form--wide wallet" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Retirar</Trans>
      </h2>
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
      {debt !== undefined && debt > 0 && (
        <p className="alert alert--error" role="status" data-testid="withdraw-debt">
          {errorMessage(i18n, 'outstanding_debt', { amount: formatMbtc(debt, locale) })}
        </p>
      )}
      <FormField
        name="amount"
        label={t`Importe (mBTC)`}
        inputMode="decimal"
        autoComplete="off"
        error={form.fieldError('amount', { max: shownWithdrawable })}
      />
      {book?.securityHoldUntil && (
        <p className="alert alert--error" role="status" data-testid="withdraw-security-hold">
          {errorMessage(i18n, 'withdrawal_security_hold', {
            until: formatDateTime(book.securityHoldUntil),
          })}
        </p>
      )}
      {book?.lock.enabled && (
        <p className="wallet__balance">
          <Trans>
            Tu cuenta solo permite retirar a direcciones guardadas y listas (se gestionan en
            Seguridad).
          </Trans>
        </p>
      )}
      {readyAddresses.length > 0 && (
        <div className="form__field">
          <label htmlFor="withdraw-saved-address">
            <Trans>Dirección guardada</Trans>
          </label>
          <select
            id="withdraw-saved-address"
            defaultValue=""
            onChange={(event) => {
              const field = event.currentTarget.form?.elements.namedItem('address');
              if (field instanceof HTMLInputElement && event.currentTarget.value)
                field.value = event.currentTarget.value;
            }}
          >
            <option value="">{t`Escribir otra dirección`}</option>
            {readyAddresses.map((entry) => (
              <option key={entry.id} value={entry.address}>
                {entry.label ? `${entry.label} · ${entry.address}` : entry.address}
              </option>
            ))}
          </select>
        </div>
      )}
      <FormField
        name="address"
        label={t`Dirección de Bitcoin`}
        autoComplete="off"
        spellCheck={false}
        error={form.fieldError('address', failureParams)}
      />
      {hasTwoFactor && (
        <FormField
          name="totp"
          label={t`Código de verificación (6 dígitos)`}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          error={form.fieldError('totp')}
        />
      )}
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Solicitar retiro</Trans>
      </button>
      {hasPasskey && (
        <button
          type="submit"
          name="confirm"
          value="passkey"
          className="button"
          disabled={form.isSending}
        >
          <Trans>Solicitar retiro con una llave de acceso (sin código)</Trans>
        </button>
      )}
      {hasQueuedNotice && (
        <p className="alert alert--success" role="status">
          <Trans>Retiro en cola: se enviará cuando haya conexión.</Trans>
        </p>
      )}
      <QueuedWithdrawals playerId={player.id} />
    </form>
  );
}

/** A refusal's params as the words show them: an amount owed in the player's format. */
function owedWords(params: Record<string, string | number>, locale: Locale) {
  const { amount } = params;
  return typeof amount === 'number' ? { ...params, amount: formatMbtc(amount, locale) } : params;
}

/**
 * The amount (a decimal comma read as a point), address and, when the form asks one, the
 * two-factor code the withdrawal form holds now.
 */
function withdrawalFields(formElement: HTMLFormElement): {
  amount: string;
  address: string;
  totp?: string;
} {
  const data = new FormData(formElement);
  const totp = data.get('totp');
  return {
    amount: String(data.get('amount') ?? '').replace(',', '.'),
    address: String(data.get('address') ?? '').trim(),
    ...(totp !== null && { totp: String(totp).trim() }),
  };
}
