import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  ODDS_POLICIES,
  SPORTS_STAKE_LIMITS,
  type OddsPolicy,
} from '../../../../contract/sportsbook';
import { satoshisToMbtc } from '../../../../contract/money';
import { formatOdds } from '../../../../contract/odds-format';
import { parseSystem, systemLineCount } from '../../../../contract/sports-systems';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { requestLogin } from '../../../stores/ui-store';
import { sportsQueries } from '../api/sports-queries';
import { useOddsFormat } from '../odds/odds-preference';
import { BetSlipConfirmation } from './bet-slip-confirmation';
import { BetSlipLeg } from './bet-slip-leg';
import { BetSlipRefusals } from './bet-slip-refusals';
import { BetSlipSystem } from './bet-slip-system';
import {
  ACCUMULATOR_STAKE_KEY,
  accumulatorBlock,
  chosenSystem,
  combinedOddsMilli,
  sharedEventIds,
  parseStake,
  stakeProblem,
  SYSTEM_STAKE_KEY,
  systemBlock,
} from './bet-slip-logic';
import { slipBets, type SlipBet } from './bet-slip-placement';
import { betSlip, useBetSlip } from './bet-slip-store';
import { BetSlipTabs } from './bet-slip-tabs';
import { LargestStakeOffer } from './largest-stake-offer';
import { StakeField } from './stake-field';
import { usePlaceBets } from './use-place-bets';

/** The slip's content, the same in the desktop panel and the phone drawer. */
export function BetSlipPanel({ headingId }: { headingId: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale, localeParam } = useLocale();
  const { format } = useOddsFormat();
  const slip = useBetSlip();
  const player = usePlayer();
  const limits = useQuery(sportsQueries.sports()).data?.limits ?? SPORTS_STAKE_LIMITS;
  const placement = usePlaceBets(player?.id);
  const [isChecked, setChecked] = useState(false);

  const { selections, stakes } = slip;
  const block = accumulatorBlock(selections);
  const blockOfSystem = systemBlock(selections);
  const system = chosenSystem(slip.system, selections);
  const tab =
    slip.tab === 'accumulator' && block === null
      ? 'accumulator'
      : slip.tab === 'system' && blockOfSystem === null && system
        ? 'system'
        : 'singles';
  const shared = sharedEventIds(selections);
  const bounds = {
    min: formatMbtc(limits.minStake, locale),
    max: formatMbtc(limits.maxStake, locale),
  };
  // the limit messages name the unit themselves ('La apuesta mínima es {min} mBTC.')
  const limitValues = { min: withoutUnit(bounds.min), max: withoutUnit(bounds.max) };
  const outcome = placement.outcome;

  const stakeError = (key: string): string | null => {
    const failure = outcome?.betFailures[key];
    if (failure) {
      const { min, max } = failure.params;
      // the server's `min` / `max`: the balance for min_value, else the stake a limit allows
      const values: Record<string, string> =
        failure.code === 'min_value' && typeof max === 'number'
          ? { max: formatMbtc(max, locale) }
          : {
              min: typeof min === 'number' ? withoutUnit(formatMbtc(min, locale)) : limitValues.min,
              max: typeof max === 'number' ? withoutUnit(formatMbtc(max, locale)) : limitValues.max,
            };
      return errorMessage(i18n, failure.code, values);
    }
    if (!isChecked) return null;
    const problem = stakeProblem(stakes[key] ?? '', limits);
    if (problem === null || (problem === 'field_required' && tab === 'singles')) return null;
    return errorMessage(i18n, problem, limitValues);
  };

  const onPlace = async () => {
    if (!player) return requestLogin();
    setChecked(true);
    const bets = slipBets(tab, selections, stakes, system?.name ?? null);
    const isValid =
      bets.length > 0 && bets.every((bet) => stakeProblem(bet.stake, limits) === null);
    if (!isValid) return;
    setChecked(false);
    await placement.place();
  };

  const placed = outcome?.results.flatMap((result) =>
    result.status === 'placed' ? [result.placed] : [],
  );
  const totalStake = stakeTotal(slipBets(tab, selections, stakes, system?.name ?? null), limits);
  const isBusy = placement.state !== 'idle';

  return (
    <div className="bet-slip__content">
      <div className="bet-slip__header">
        <h2 id={headingId} className="bet-slip__title">
          <Trans>Boleto de apuestas</Trans>{' '}
          <span className="bet-slip__count">({selections.length})</span>
        </h2>
        {selections.length > 0 && (
          <button type="button" className="bet-slip__clear" onClick={slip.clear}>
            <Trans>Vaciar</Trans>
          </button>
        )}
      </div>

      {placed && placed.length > 0 && (
        <BetSlipConfirmation bets={placed} onDismiss={placement.dismiss} />
      )}

      {selections.length === 0 ? (
        <p className="bet-slip__empty">
          <Trans>Tu boleto está vacío: pulsa una cuota para añadirla.</Trans>
        </p>
      ) : (
        <>
          <BetSlipTabs tab={tab} block={block} systemBlock={blockOfSystem} />
          {tab === 'singles' && selections.length > 1 && (
            <StakeForEverySingle outcomeIds={selections.map((selection) => selection.outcomeId)} />
          )}
          <ul className="bet-slip__legs" id="bet-slip-legs" aria-label={t`Selecciones`}>
            {selections.map((selection) => (
              <BetSlipLeg
                key={selection.outcomeId}
                selection={selection}
                move={slip.priceMoves[selection.outcomeId]}
                problem={slip.legProblems[selection.outcomeId]}
                isSharedEvent={shared.has(selection.eventId)}
              >
                {tab === 'singles' && (
                  <StakeField
                    stakeKey={selection.outcomeId}
                    label={t`Apuesta (mBTC)`}
                    value={stakes[selection.outcomeId] ?? ''}
                    selections={[selection]}
                    error={stakeError(selection.outcomeId)}
                  />
                )}
                {tab === 'singles' && (
                  <LargestStakeOffer
                    stakeKey={selection.outcomeId}
                    failure={outcome?.betFailures[selection.outcomeId]}
                    value={stakes[selection.outcomeId] ?? ''}
                  />
                )}
              </BetSlipLeg>
            ))}
          </ul>

          {tab === 'accumulator' && (
            <div className="bet-slip__accumulator">
              <p className="bet-slip__combined">
                <Trans>Cuota combinada</Trans>{' '}
                <strong data-testid="combined-odds">
                  {formatOdds(combinedOddsMilli(selections), format, locale)}
                </strong>
              </p>
              <StakeField
                stakeKey={ACCUMULATOR_STAKE_KEY}
                label={t`Apuesta combinada (mBTC)`}
                value={stakes[ACCUMULATOR_STAKE_KEY] ?? ''}
                selections={selections}
                error={stakeError(ACCUMULATOR_STAKE_KEY)}
              />
              <LargestStakeOffer
                stakeKey={ACCUMULATOR_STAKE_KEY}
                failure={outcome?.betFailures[ACCUMULATOR_STAKE_KEY]}
                value={stakes[ACCUMULATOR_STAKE_KEY] ?? ''}
              />
            </div>
          )}

          {tab === 'system' && system && (
            <BetSlipSystem
              selections={selections}
              system={system}
              stake={stakes[SYSTEM_STAKE_KEY] ?? ''}
              error={stakeError(SYSTEM_STAKE_KEY)}
              failure={outcome?.betFailures[SYSTEM_STAKE_KEY]}
            />
          )}

          <p className="bet-slip__limits">
            {tab === 'system' ? (
              <Trans>
                Apuesta por línea de {bounds.min} a {bounds.max}
              </Trans>
            ) : (
              <Trans>
                Apuesta de {bounds.min} a {bounds.max}
              </Trans>
            )}
          </p>
          {tab === 'singles' && isChecked && totalStake === 0 && (
            <p className="form__error" role="alert">
              <Trans>Introduce la apuesta de al menos una selección.</Trans>
            </p>
          )}

          <label className="bet-slip__policy">
            <span>
              <Trans>Si la cuota cambia</Trans>
            </span>
            <select
              value={slip.oddsPolicy}
              onChange={(event) => slip.setOddsPolicy(event.target.value as OddsPolicy)}
            >
              {ODDS_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {i18n._(POLICY_LABELS[policy])}
                </option>
              ))}
            </select>
          </label>

          {outcome && <BetSlipRefusals results={outcome.results} legProblems={slip.legProblems} />}
          {outcome?.slipFailure && (
            <p className="alert alert--error" role="alert">
              {errorMessage(i18n, outcome.slipFailure.code)}
            </p>
          )}
          <div role="status" className="bet-slip__status">
            {placement.state === 'accepting' && (
              <Trans>Apuesta en directo: se está aceptando, espera unos segundos…</Trans>
            )}
          </div>

          <button
            type="button"
            className="button button--primary bet-slip__place"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => void onPlace()}
          >
            {!player ? (
              <Trans>Inicia sesión para apostar</Trans>
            ) : placement.state === 'accepting' ? (
              <Trans>Aceptando…</Trans>
            ) : placement.state === 'sending' ? (
              <Trans>Enviando…</Trans>
            ) : totalStake > 0 ? (
              <Trans>Apostar {formatMbtc(totalStake, locale)}</Trans>
            ) : (
              <Trans>Apostar</Trans>
            )}
          </button>
        </>
      )}
      {player && (
        <Link
          to="/{-$locale}/sports/my-bets"
          params={{ locale: localeParam }}
          className="bet-slip__my-bets"
        >
          <Trans>Mis apuestas</Trans>
        </Link>
      )}
    </div>
  );
}

function withoutUnit(amount: string): string {
  return amount.replace(/\s*mBTC$/, '');
}

const POLICY_LABELS: Record<OddsPolicy, MessageDescriptor> = {
  none: msg`No aceptar cambios`,
  higher: msg`Aceptar solo cuotas más altas`,
  any: msg`Aceptar cualquier cuota`,
};

/** Satoshis of the stakes that may be placed (a system's times its lines), as mBTC for the place button. */
function stakeTotal(
  bets: readonly SlipBet[],
  limits: { minStake: number; maxStake: number },
): number {
  const satoshis = bets.reduce((sum, bet) => {
    if (stakeProblem(bet.stake, limits) !== null) return sum;
    const system = bet.system === undefined ? null : parseSystem(bet.system);
    const lines = system ? BigInt(systemLineCount(system)) : 1n;
    return sum + (parseStake(bet.stake) ?? 0n) * lines;
  }, 0n);
  return satoshisToMbtc(satoshis);
}

/** One stake typed once for every single in the slip (each can still be changed on its own). */
function StakeForEverySingle({ outcomeIds }: { outcomeIds: readonly string[] }) {
  const id = useId();
  const [stake, setStake] = useState('');
  return (
    <div className="bet-slip__every-single">
      <label htmlFor={id}>
        <Trans>Misma apuesta en todas (mBTC)</Trans>
      </label>
      <input
        id={id}
        className="stake-field__input"
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        onChange={(event) => {
          setStake(event.target.value);
          for (const outcomeId of outcomeIds) betSlip.setStake(outcomeId, event.target.value);
        }}
      />
    </div>
  );
}
