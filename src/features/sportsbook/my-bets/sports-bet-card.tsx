import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatOdds } from '../../../../contract/odds-format';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { combinedOddsMilli } from '../bet-slip/bet-slip-logic';
import { systemName } from '../bet-slip/system-name';
import { marketName, outcomeName } from '../../../../contract/sports-market-names';
import { useOddsFormat } from '../odds/odds-preference';
import { betResult, legResult, type BetResult, type LegResult } from './bet-results';
import { CashOutPanel } from './cash-out-panel';
import { SystemLines } from './system-lines-list';
import { bestCaseSystemReturn } from './system-lines';

const LEG_RESULTS: Record<LegResult, MessageDescriptor> = {
  open: msg`Pendiente`,
  won: msg`Ganada`,
  lost: msg`Perdida`,
  void: msg`Anulada`,
  half_won: msg`Media ganada`,
  half_lost: msg`Media perdida`,
  dead_heat: msg`Empate en la posición`,
};

const BET_RESULTS: Record<BetResult, MessageDescriptor> = {
  open: msg`Abierta`,
  won: msg`Ganada`,
  lost: msg`Perdida`,
  refunded: msg`Devuelta`,
  partly_refunded: msg`Devuelta en parte`,
  cashed_out: msg`Cobrada`,
};

/**
 * One sports bet: its legs with their results, the stake, and the return or the payout; an open
 * one offers its cash-out, one partly cashed out shows what was paid and what still rides.
 */
export function SportsBetCard({ bet, playerId }: { bet: SportsBetView; playerId: number }) {
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const { format } = useOddsFormat();
  const result = betResult(bet);

  return (
    <article
      className="sports-bet"
      data-result={result}
      data-testid="sports-bet"
      data-bet-id={bet.id}
    >
      <header className="sports-bet__header">
        <h3 className="sports-bet__title">
          {bet.system ? (
            <SystemTitle system={bet.system} />
          ) : (
            <>
              {bet.type === 'accumulator' ? (
                <Trans>Combinada de {bet.legs.length}</Trans>
              ) : bet.type === 'bet_builder' ? (
                <Trans>Crea tu apuesta de {bet.legs.length}</Trans>
              ) : (
                <Trans>Simple</Trans>
              )}{' '}
              <span className="sports-bet__odds">
                {/* a bet builder pays its joint price, not the product of its legs' */}@{' '}
                {formatOdds(bet.builderOddsMilli ?? combinedOddsMilli(bet.legs), format, locale)}
              </span>
            </>
          )}
        </h3>
        <span className="sports-bet__result" data-testid="sports-bet-result">
          {i18n._(BET_RESULTS[result])}
        </span>
      </header>
      {bet.previousPayout !== null && (
        <p className="sports-bet__correction" data-testid="sports-bet-correction">
          {bet.status === 'settled' ? (
            <Trans>Resultado corregido</Trans>
          ) : (
            <Trans>Resultado retirado: pendiente de liquidar de nuevo</Trans>
          )}
        </p>
      )}
      <ul className="sports-bet__legs">
        {bet.legs.map((leg, index) => {
          const outcome = outcomeName(
            leg.marketType,
            leg.outcome,
            leg.specifiers,
            leg,
            locale,
            i18n,
          );
          const legOutcome = legResult(leg);
          return (
            <li key={leg.outcomeId} className="sports-bet__leg" data-result={legOutcome}>
              <div className="sports-bet__leg-what">
                <strong>
                  {bet.system && `${index + 1}. `}
                  {outcome}
                </strong>
                <span>
                  {marketName({ type: leg.marketType, specifiers: leg.specifiers }, i18n)}
                </span>
                <span>
                  {leg.home[locale]} – {leg.away[locale]} · {formatDateTime(leg.startTime)}
                </span>
              </div>
              <div className="sports-bet__leg-price">
                <span>{formatOdds(leg.oddsMilli, format, locale)}</span>
                <span className="sports-bet__leg-result">{i18n._(LEG_RESULTS[legOutcome])}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="sports-bet__money">
        <div>
          <dt>
            <Trans>Apuesta</Trans>
          </dt>
          <dd>{formatMbtc(bet.stake, locale)}</dd>
        </div>
        {bet.system && (
          <div>
            <dt>
              <Trans>Apuesta por línea</Trans>
            </dt>
            <dd>{formatMbtc(bet.system.lineStake, locale)}</dd>
          </div>
        )}
        {bet.status === 'open' && bet.openStake !== bet.stake && (
          <div>
            <dt>
              <Trans>En juego</Trans>
            </dt>
            <dd>{formatMbtc(bet.openStake, locale)}</dd>
          </div>
        )}
        {bet.cashedOut > 0 && bet.status !== 'cashed_out' && (
          <div>
            <dt>
              <Trans>Cobrado</Trans>
            </dt>
            <dd data-testid="sports-bet-cashed-out">{formatMbtc(bet.cashedOut, locale)}</dd>
          </div>
        )}
        {bet.payout === null ? (
          <div>
            <dt>
              <Trans>Retorno potencial</Trans>
            </dt>
            {/* a system bet with a lost leg can no longer return its best case at placing */}
            <dd data-testid="sports-bet-potential">
              {formatMbtc(bestCaseSystemReturn(bet) ?? bet.potentialReturn, locale)}
            </dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Pagado</Trans>
            </dt>
            <dd data-testid="sports-bet-payout">{formatMbtc(bet.payout, locale)}</dd>
          </div>
        )}
        {bet.previousPayout !== null && (
          <div>
            <dt>
              <Trans>Pagado antes de la corrección</Trans>
            </dt>
            <dd data-testid="sports-bet-previous-payout">
              {formatMbtc(bet.previousPayout, locale)}
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Realizada</Trans>
          </dt>
          <dd>{formatDateTime(bet.placedAt)}</dd>
        </div>
        {bet.settledAt !== null && (
          <div>
            <dt>
              <Trans>Liquidada</Trans>
            </dt>
            <dd>{formatDateTime(bet.settledAt)}</dd>
          </div>
        )}
      </dl>
      {bet.system && <SystemLines bet={bet} />}
      {bet.status === 'open' && <CashOutPanel bet={bet} playerId={playerId} />}
    </article>
  );
}

/** A system bet's title: its system and how many lines it has. */
function SystemTitle({ system }: { system: NonNullable<SportsBetView['system']> }) {
  const { i18n } = useI18n();
  const name = systemName(system.name, i18n);
  const lines = system.lines;
  return (
    <span data-testid="sports-bet-system">
      <Trans>
        Sistema {name} · {lines} líneas
      </Trans>
    </span>
  );
}
