import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatOdds } from '../../../../contract/odds-format';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { BET_BUILDER_LEGS } from '../../../../contract/sports-bet-builder';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { failureOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { usePlayer } from '../../../lib/player-queries';
import { requestLogin } from '../../../stores/ui-store';
import { useLocale } from '../../../lib/use-locale';
import { marketName, outcomeName } from '../../../../contract/sports-market-names';
import { Odds, useOddsFormat } from '../odds/odds-preference';
import { betBuilder, useBuilderPicks } from './bet-builder-store';
import { useBuilderQuote } from './use-builder-quote';
import { isStakeEntered, usePlaceBuilder } from './use-place-builder';
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
  const player = usePlayer();
  const { format } = useOddsFormat();
  const { placement, place, dismiss } = usePlaceBuilder(player?.id);
  const [stake, setStake] = useState('');
  const stakeId = useId();
  const satoshis = mbtcToSatoshis(stake.trim().replace(',', '.'));
  const potential =
    isPriced && satoshis !== null && satoshis > 0n
      ? satoshisToMbtc((satoshis * BigInt(quote.data.oddsMilli)) / 1000n)
      : null;
  const refusal =
    placement.state === 'refused'
      ? errorMessage(i18n, placement.failure.code, {
          ...placement.failure.params,
          ...(typeof placement.failure.params.oddsMilli === 'number' && {
            odds: formatOdds(placement.failure.params.oddsMilli, format, locale),
          }),
        })
      : null;
  const onPlace = () => {
    if (!player) return requestLogin();
    if (!isPriced || !isStakeEntered(stake)) return;
    void place(event, picks, stake, quote.data.oddsMilli);
  };
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
            <strong
              className="bet-builder__odds"
              aria-busy={quote.isFetching}
              data-testid="bet-builder-odds"
            >
              <Odds milli={quote.data.oddsMilli} />
            </strong>
          </>
        )}
      </div>
      {picks.length > 0 && (
        <p className="bet-builder__how" data-testid="bet-builder-how">
          <Trans>
            Las selecciones de un mismo partido dependen unas de otras (una victoria local suele
            venir con goles del local): el precio se calcula con todas juntas y no es el producto de
            sus cuotas.
          </Trans>
        </p>
      )}
      {isPriced && (
        <div className="bet-builder__stake">
          <label htmlFor={stakeId}>
            <Trans>Importe (mBTC)</Trans>
          </label>
          <input
            id={stakeId}
            className="stake-field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={stake}
            data-testid="bet-builder-stake"
            onChange={(change) => {
              setStake(change.target.value);
              if (placement.state !== 'sending') dismiss();
            }}
          />
          <p className="bet-builder__return">
            <Trans>Retorno potencial</Trans>{' '}
            <output htmlFor={stakeId}>
              {potential === null ? '—' : formatMbtc(potential, locale)}
            </output>
          </p>
          <button
            type="button"
            className="button button--primary bet-builder__place"
            disabled={
              placement.state === 'sending' || (player && !isStakeEntered(stake)) || undefined
            }
            aria-busy={placement.state === 'sending'}
            onClick={onPlace}
          >
            {player ? t`Apostar` : t`Inicia sesión para apostar`}
          </button>
        </div>
      )}
      <div aria-live="polite">
        {refusal && <p className="form__error">{refusal}</p>}
        {placement.state === 'placed' && (
          <p className="bet-builder__placed" data-testid="bet-builder-placed">
            <Trans>
              Apuesta realizada: {formatMbtc(placement.bet.stake, locale)} a{' '}
              {formatOdds(placement.bet.builderOddsMilli ?? 0, format, locale)}.
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
