import { Trans, useLingui } from '@lingui/react/macro';
import { BET_BUILDER_LEGS } from '../../../../contract/sports-bet-builder';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { failureOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { marketName, outcomeName } from '../markets/market-names';
import { Odds } from '../odds/odds-preference';
import { betBuilder, useBuilderPicks } from './bet-builder-store';
import { useBuilderQuote } from './use-builder-quote';
import './bet-builder.css';

/**
 * The builder of one match: the selections picked (each removable), their joint price, live, or
 * why they cannot be combined.
 */
export function BetBuilderPanel({ event }: { event: SportsEventDetail }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const picks = useBuilderPicks(event.id);
  const quote = useBuilderQuote(event, picks);
  const failure = quote.isError ? failureOf(quote.error) : null;
  const isPriced = picks.length >= BET_BUILDER_LEGS.min && quote.data && !failure;
  return (
    <section className="bet-builder" aria-labelledby="bet-builder-title">
      <div className="bet-builder__head">
        <h2 id="bet-builder-title" className="bet-builder__title">
          <Trans>Crea tu apuesta</Trans>
        </h2>
        {picks.length > 0 && (
          <button type="button" className="bet-builder__clear" onClick={() => betBuilder.clear()}>
            <Trans>Vaciar</Trans>
          </button>
        )}
      </div>
      {picks.length === 0 ? (
        <p className="bet-builder__hint">
          <Trans>
            Combina de {BET_BUILDER_LEGS.min} a {BET_BUILDER_LEGS.max} selecciones de este partido
            en una sola apuesta, con una cuota calculada para la combinación.
          </Trans>
        </p>
      ) : (
        <ul className="bet-builder__picks">
          {picks.map((pick) => {
            const name = outcomeName(
              pick.marketType,
              pick.outcome,
              pick.specifiers,
              event,
              locale,
              i18n,
            );
            return (
              <li key={pick.outcomeId} className="bet-builder__pick">
                <span className="bet-builder__pick-name">{name}</span>
                <span className="bet-builder__pick-market">
                  {marketName(
                    { type: pick.marketType, specifiers: pick.specifiers },
                    i18n,
                    event.sportId,
                  )}
                </span>
                <button
                  type="button"
                  className="bet-builder__remove"
                  aria-label={t`Quitar ${name}`}
                  onClick={() => betBuilder.remove(pick.outcomeId)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="bet-builder__price" aria-live="polite" data-testid="bet-builder-price">
        {picks.length === 1 && <Trans>Añade al menos otra selección.</Trans>}
        {failure && (
          <span className="form__error">{errorMessage(i18n, failure.code, failure.params)}</span>
        )}
        {isPriced && (
          <>
            <span>
              <Trans>Cuota de la combinación</Trans>
            </span>{' '}
            <strong className="bet-builder__odds" aria-busy={quote.isFetching}>
              <Odds milli={quote.data.oddsMilli} />
            </strong>
          </>
        )}
      </div>
    </section>
  );
}
