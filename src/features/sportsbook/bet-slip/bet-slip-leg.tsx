import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatOdds } from '../../../../contract/odds-format';
import { errorMessage } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { marketName, outcomeName } from '../../../../contract/sports-market-names';
import { useOddsFormat } from '../odds/odds-preference';
import type { BetSlipSelection } from './bet-slip-logic';
import { betSlip, type LegProblem, type PriceMove } from './bet-slip-store';
import type { ReactNode } from 'react';

interface BetSlipLegProps {
  selection: BetSlipSelection;
  move: PriceMove | undefined;
  problem: LegProblem | undefined;
  /** another leg of the slip is of the same event (no accumulator) */
  isSharedEvent: boolean;
  /** the single's stake field, when the slip is on singles */
  children?: ReactNode;
}

/** One selection in the slip: event, market, outcome and price, how the price moved, and why the book refused it. */
export function BetSlipLeg({ selection, move, problem, isSharedEvent, children }: BetSlipLegProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const { format } = useOddsFormat();
  const event = `${selection.home[locale]} – ${selection.away[locale]}`;
  const market = marketName({ type: selection.marketType, specifiers: selection.specifiers }, i18n);
  const outcome = outcomeName(
    selection.marketType,
    selection.outcome,
    selection.specifiers,
    selection,
    locale,
    i18n,
  );
  const odds = formatOdds(selection.oddsMilli, format, locale);
  const newOdds =
    problem?.oddsMilli === undefined ? null : formatOdds(problem.oddsMilli, format, locale);

  return (
    <li
      className="bet-slip-leg"
      data-problem={problem?.code}
      data-testid="bet-slip-leg"
      data-outcome-id={selection.outcomeId}
    >
      <div className="bet-slip-leg__head">
        <div className="bet-slip-leg__what">
          <strong className="bet-slip-leg__outcome">{outcome}</strong>
          <span className="bet-slip-leg__market">{market}</span>
          <span className="bet-slip-leg__event">
            {selection.live && (
              <span className="bet-slip-leg__live">
                <Trans>En vivo</Trans>
              </span>
            )}
            {event}
          </span>
        </div>
        <span className="bet-slip-leg__odds" data-move={move}>
          {move === 'up' && <span aria-hidden="true">▲</span>}
          {move === 'down' && <span aria-hidden="true">▼</span>}
          {odds}
          {move && (
            <span className="visually-hidden">
              {move === 'up' ? t`La cuota ha subido` : t`La cuota ha bajado`}
            </span>
          )}
        </span>
        <button
          type="button"
          className="bet-slip-leg__remove icon-button"
          aria-label={t`Quitar ${outcome} (${event})`}
          onClick={() => betSlip.remove(selection.outcomeId)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {isSharedEvent && (
        <p className="bet-slip-leg__note">
          <Trans>Mismo evento que otra selección: no se puede combinar.</Trans>
        </p>
      )}
      {problem && (
        <div className="bet-slip-leg__problem" role="alert">
          <p>{errorMessage(i18n, problem.code, { odds: newOdds ?? '' })}</p>
          {newOdds !== null && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => betSlip.acceptPrice(selection.outcomeId, problem.oddsMilli ?? 0)}
            >
              <Trans>Aceptar la nueva cuota ({newOdds})</Trans>
            </button>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
