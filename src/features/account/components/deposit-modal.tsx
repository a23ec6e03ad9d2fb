import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentType } from 'react';
import { ADDRESS_COPIED_TOAST_MS } from '../../../../contract/constants';
import { QrCode } from '../../../components/qr-code';
import { ApiFailure } from '../../../lib/api-client';
import { copyText } from '../../../lib/copy-text';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { usePlayer } from '../../../lib/player-queries';
import { useSiteSetting } from '../../../lib/site-access-queries';
import { useLocale } from '../../../lib/use-locale';
import { showToast } from '../../../stores/ui-store';
import { walletQueries } from '../api/wallet-queries';
import './wallet.css';

// refusals of the player's own protection (a break, a required deposit limit): their words say why
const PROTECTION_CODES: readonly string[] = [
  'self_excluded',
  'on_time_out',
  'deposit_limit_required',
];
const isProtectionRefusal = (error: unknown): error is ApiFailure =>
  error instanceof ApiFailure && PROTECTION_CODES.includes(error.code);

/** What the deposit modal offers about deposit limits; the protection feature, composed in a route. */
export interface DepositLimitSlotProps {
  playerId: number;
  onDepositLimitSet: () => void;
}

interface DepositModalProps {
  depositLimits?: ComponentType<DepositLimitSlotProps>;
}

/**
 * Deposit (user menu entry 2): method, the player's Bitcoin address as text and QR, pending
 * deposits, and the deposit limits (first, when a required one is missing).
 */
export function DepositModal({ depositLimits: DepositLimits }: DepositModalProps) {
  const { i18n, t } = useLingui();
  const player = usePlayer();
  const setting = useSiteSetting();
  const addressId = useId();
  const wallet = useQuery({
    ...walletQueries.depositAddress(player?.id ?? 0),
    enabled: player !== null,
  });
  const address = wallet.data?.walletAddress;
  // the limits component says why there is no address yet and offers the form instead
  const isLimitFirst =
    DepositLimits !== undefined &&
    wallet.error instanceof ApiFailure &&
    wallet.error.code === 'deposit_limit_required';
  const limits = player && DepositLimits && (
    <DepositLimits playerId={player.id} onDepositLimitSet={() => void wallet.refetch()} />
  );

  const copy = async () => {
    if (!address) return;
    const copied = await copyText(address);
    showToast(
      copied
        ? t({ id: 'address_copied', message: 'Dirección copiada' })
        : errorMessage(i18n, 'action_failed'),
      copied ? 'success' : 'error',
      ADDRESS_COPIED_TOAST_MS,
    );
  };

  return (
    <section className="form form--wide wallet">
      <h2>
        <Trans>Depositar</Trans>
      </h2>
      <fieldset className="wallet__methods">
        <legend>
          <Trans>Método de pago</Trans>
        </legend>
        <label className="wallet__method">
          <input type="radio" name="method" value="BTC" defaultChecked />
          <span>Bitcoin (BTC)</span>
        </label>
      </fieldset>

      {isLimitFirst && limits}
      {wallet.isError && !isLimitFirst && (
        <p role="alert" className="alert alert--error">
          {isProtectionRefusal(wallet.error) ? (
            errorMessage(i18n, wallet.error.code)
          ) : (
            <Trans>No hemos podido obtener tu dirección de depósito. Inténtalo de nuevo.</Trans>
          )}
        </p>
      )}
      {address ? (
        <div className="wallet__address">
          <DepositQrCode address={address} />
          <div className="wallet__address-text">
            <label htmlFor={addressId}>
              <Trans>Tu dirección de depósito (BTC)</Trans>
            </label>
            <input
              id={addressId}
              className="wallet__address-value"
              value={address}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy()}>
              <Trans>Copiar dirección</Trans>
            </button>
            <p className="wallet__hint">
              <Trans>
                Envía solo BTC a esta dirección. El saldo se acredita tras{' '}
                {wallet.data?.requiredConfirmations} confirmaciones.
              </Trans>
            </p>
          </div>
        </div>
      ) : (
        !wallet.isError && <p aria-busy="true" className="wallet__loading" />
      )}

      {!isLimitFirst && limits}
      {setting?.buy_crypto_url && (
        <a
          className="button button--primary"
          href={setting.buy_crypto_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Comprar criptomonedas</Trans>
        </a>
      )}
      {player && <PendingDeposits playerId={player.id} />}
    </section>
  );
}

/** The address as a QR code (a `bitcoin:` URI, which wallets read). */
function DepositQrCode({ address }: { address: string }) {
  const { t } = useLingui();
  return (
    <QrCode
      text={`bitcoin:${address}`}
      className="wallet__qr"
      alt={t`Código QR de tu dirección de depósito`}
    />
  );
}

/** Deposits seen on the chain that still wait for confirmations: "n de N". */
function PendingDeposits({ playerId }: { playerId: number }) {
  const { locale } = useLocale();
  const pending = useQuery(walletQueries.pendingDeposits(playerId));
  if (!pending.data?.length) return null;
  return (
    <section className="wallet__pending" aria-labelledby="pending-deposits-title">
      <h3 id="pending-deposits-title">
        <Trans>Depósitos pendientes</Trans>
      </h3>
      <ul>
        {pending.data.map((deposit) => {
          const confirmations = deposit.confirmations ?? 0;
          const required = deposit.requiredConfirmations ?? 0;
          return (
            <li key={deposit.id} className="wallet__pending-row">
              <span className="wallet__pending-amount">{formatMbtc(deposit.amount, locale)}</span>
              <span>{formatDateTime(deposit.createdAt)}</span>
              <span className="wallet__confirmations">
                <Trans>
                  {confirmations} de {required} confirmaciones
                </Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
