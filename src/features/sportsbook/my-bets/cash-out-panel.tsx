import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { largestPartialCashOut, minOpenStake } from '../../../../contract/sports-cash-out';
import { SPORTS_STAKE_LIMITS, type SportsBetView } from '../../../../contract/sportsbook';
import { failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { showToast } from '../../../stores/ui-store';
import { cashOutState } from './cash-out-state';
import { useBuilderPriceNow } from './use-builder-price-now';
import { useCashOut, useSetAutoCashOut } from './use-cash-out';

type Mode = 'closed' | 'confirm' | 'partial' | 'auto';

/**
 * The largest partial amount (mBTC) that leaves the minimum stake riding on each line, as the
 * server counts it. The minimum is the book's fixed one (SPORTS_STAKE_LIMITS), not the operator's
 * stake limits: the server checks a partial against that constant, and the app knows only the
 * operator's default pre-match limit, not the one of the bet's sport and state.
 */
function largestPartial(bet: SportsBetView, value: number): number {
  const minStake = mbtcToSatoshis(SPORTS_STAKE_LIMITS.minStake) ?? 0n;
  return satoshisToMbtc(
    largestPartialCashOut(
      mbtcToSatoshis(bet.openStake) ?? 0n,
      mbtcToSatoshis(value) ?? 0n,
      minOpenStake(minStake, bet.system),
    ),
  );
}

/**
 * Which changes of the value between seeing it and the server paying it the player accepts: only
 * a rise (the server always takes one), or any change. "None" is not offered: the server pays a
 * value that rose, which never harms the player (docs/sportsbook-settlement.md, "Cash out").
 */
type AcceptedChange = 'higher' | 'any';

/** The tolerance sent with a cash-out of a value seen: how far below it the player accepts. */
const toleranceFor = (accepted: AcceptedChange, valueSeen: number) =>
  accepted === 'any' ? valueSeen : 0;

/**
 * An open bet's cash-out: its live value on a button that cashes out everything after a
 * confirmation, a partial amount, and the automatic cash-out value. Disabled with the reason
 * while a market of the bet is suspended or the bet is no longer bought back.
 */
export function CashOutPanel({ bet, playerId }: { bet: SportsBetView; playerId: number }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const state = cashOutState(bet, useBuilderPriceNow(bet));
  const [mode, setMode] = useState<Mode>('closed');
  const [partial, setPartial] = useState('');
  const [auto, setAuto] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const [accepted, setAccepted] = useState<AcceptedChange>('higher');
  const cashOut = useCashOut(playerId, bet.id);
  const setAutoCashOut = useSetAutoCashOut(playerId, bet.id);
  const ids = { reason: useId(), partial: useId(), auto: useId(), accepted: useId() };

  const value = state.kind === 'offered' ? state.value : null;
  const money = (amount: number) => formatMbtc(amount, locale);
  const failureText = (refusal: Failure) =>
    errorMessage(i18n, refusal.code, {
      ...refusal.params,
      ...(typeof refusal.params?.value === 'number' && { value: money(refusal.params.value) }),
      ...(typeof refusal.params?.min === 'number' && { min: money(refusal.params.min) }),
      ...(typeof refusal.params?.max === 'number' && { max: money(refusal.params.max) }),
    });
  const run = async (amount: number, valueSeen: number) => {
    setFailure(null);
    try {
      const tolerance = toleranceFor(accepted, valueSeen);
      const answer = await cashOut.mutateAsync({ amount, valueSeen, tolerance });
      setPaid(answer.amount);
      setMode('closed');
      // cashed out in full, the bet leaves the open list with this panel: the toast says it was paid
      if (answer.bet.status === 'cashed_out')
        showToast(t`Apuesta cobrada: ${money(answer.amount)} abonados a tu saldo.`, 'success');
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  const onPartial = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(partial.replace(',', '.'));
    if (value !== null && amount > 0) void run(amount, value);
  };
  const onAuto = async (event: FormEvent) => {
    event.preventDefault();
    const target = Number(auto.replace(',', '.'));
    if (!(target > 0)) return;
    setFailure(null);
    await setAutoCashOut.mutateAsync(target).catch((error: unknown) => {
      setFailure(failureOf(error));
    });
    setMode('closed');
  };
  const onClearAuto = async () => {
    setFailure(null);
    await setAutoCashOut.mutateAsync(null).catch((error: unknown) => {
      setFailure(failureOf(error));
    });
  };
  const reason =
    state.kind === 'suspended'
      ? t`Cobro no disponible: mercado suspendido`
      : state.kind === 'unavailable'
        ? t`Cobro no disponible`
        : null;
  const isBusy = cashOut.isPending || setAutoCashOut.isPending;
  const largest = value === null ? 0 : largestPartial(bet, value);

  return (
    <section className="cash-out" aria-label={t`Cobrar apuesta`} data-testid="cash-out">
      <div className="cash-out__actions">
        <button
          type="button"
          className="button button--primary cash-out__main"
          disabled={value === null || isBusy}
          aria-describedby={reason ? ids.reason : undefined}
          aria-expanded={mode === 'confirm'}
          onClick={() => setMode(mode === 'confirm' ? 'closed' : 'confirm')}
          data-testid="cash-out-button"
        >
          {value === null ? <Trans>Cobrar</Trans> : <Trans>Cobrar {money(value)}</Trans>}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={value === null || largest <= 0 || isBusy}
          aria-expanded={mode === 'partial'}
          onClick={() => {
            setPartial(String(Math.floor((largest / 2) * 100) / 100 || largest));
            setMode(mode === 'partial' ? 'closed' : 'partial');
          }}
          data-testid="cash-out-partial-toggle"
        >
          <Trans>Cobro parcial</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={isBusy}
          aria-expanded={mode === 'auto'}
          onClick={() => setMode(mode === 'auto' ? 'closed' : 'auto')}
        >
          <Trans>Cobro automático</Trans>
        </button>
      </div>
      {reason && (
        <p id={ids.reason} className="cash-out__reason" data-testid="cash-out-reason">
          {reason}
        </p>
      )}
      {(mode === 'confirm' || mode === 'partial') && value !== null && (
        <p className="cash-out__accepted">
          <label htmlFor={ids.accepted}>
            <Trans>Aceptar cambios de valor</Trans>
          </label>{' '}
          <select
            id={ids.accepted}
            value={accepted}
            onChange={(event) => setAccepted(event.currentTarget.value as AcceptedChange)}
            data-testid="cash-out-accepted"
          >
            <option value="higher">{t`Solo si sube`}</option>
            <option value="any">{t`Cualquier cambio`}</option>
          </select>
        </p>
      )}
      {mode === 'confirm' && value !== null && (
        <div className="cash-out__confirm" role="group" aria-label={t`Confirmar el cobro`}>
          <p>
            <Trans>
              ¿Cobrar ahora {money(value)}? Se paga el valor del momento en que se acepta.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy}
            onClick={() => void run(value, value)}
            data-testid="cash-out-confirm"
          >
            <Trans>Confirmar el cobro</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setMode('closed')}
          >
            <Trans>Cancelar</Trans>
          </button>
        </div>
      )}
      {mode === 'partial' && value !== null && (
        <form className="cash-out__form" onSubmit={onPartial}>
          <label htmlFor={ids.partial}>
            <Trans>Importe a cobrar (hasta {money(largest)})</Trans>
          </label>
          <input
            type="range"
            min={0.01}
            max={largest}
            step={0.01}
            value={Number(partial) || 0}
            onChange={(event) => setPartial(event.currentTarget.value)}
            aria-label={t`Importe a cobrar`}
          />
          <input
            id={ids.partial}
            type="text"
            inputMode="decimal"
            value={partial}
            onChange={(event) => setPartial(event.currentTarget.value)}
            data-testid="cash-out-partial-amount"
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={isBusy}
            data-testid="cash-out-partial-submit"
          >
            <Trans>Cobrar {money(Number(partial.replace(',', '.')) || 0)}</Trans>
          </button>
        </form>
      )}
      {mode === 'auto' && (
        <form className="cash-out__form" onSubmit={(event) => void onAuto(event)}>
          <label htmlFor={ids.auto}>
            <Trans>Cobrar la apuesta entera cuando su valor llegue a (mBTC)</Trans>
          </label>
          <input
            id={ids.auto}
            type="text"
            inputMode="decimal"
            value={auto}
            aria-describedby={`${ids.auto}-now`}
            onChange={(event) => setAuto(event.currentTarget.value)}
          />
          {/* the target is chosen against what the bet is worth now */}
          <p id={`${ids.auto}-now`} className="cash-out__now" data-testid="cash-out-value-now">
            {value === null ? (
              <Trans>Ahora no se puede cobrar.</Trans>
            ) : (
              <Trans>Vale ahora {money(value)}</Trans>
            )}
          </p>
          <button type="submit" className="button button--primary" disabled={isBusy}>
            <Trans>Guardar</Trans>
          </button>
        </form>
      )}
      {bet.autoCashOut !== null && (
        <p className="cash-out__auto">
          <Trans>Cobro automático a {money(bet.autoCashOut)}</Trans>{' '}
          <button
            type="button"
            className="cash-out__clear"
            disabled={isBusy}
            onClick={() => void onClearAuto()}
          >
            <Trans>Quitar</Trans>
          </button>
        </p>
      )}
      <div aria-live="polite">
        {paid !== null && (
          <p className="cash-out__paid" data-testid="cash-out-paid">
            <Trans>Cobrado: {money(paid)}</Trans>
          </p>
        )}
      </div>
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="cash-out-error">
          {failureText(failure)}
        </p>
      )}
    </section>
  );
}
