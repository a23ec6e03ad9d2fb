import { useLingui as useI18n } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatOdds } from '../../../../contract/odds-format';
import { errorMessage } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useOddsFormat } from '../odds/odds-preference';
import { legProblemOf, type SlipBetResult } from './bet-slip-placement';
import type { LegProblem } from './bet-slip-store';

/**
 * What the server refused of the last placement, said by the place button, where the player's
 * eyes are: one refusal in words (its reason is also on the leg or the stake it concerns), several
 * counted with where to look; bets placed beside them are counted too, so a partly placed slip
 * never reads as all placed or all refused. A leg's refusal the player has since dealt with (the
 * new price accepted, the leg removed) is no longer said.
 */
export function BetSlipRefusals({
  results,
  legProblems,
}: {
  results: readonly SlipBetResult[];
  legProblems: Readonly<Record<string, LegProblem>>;
}) {
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const { format } = useOddsFormat();
  const refused = results.flatMap((result) => {
    if (result.status !== 'refused') return [];
    const leg = legProblemOf(result.bet, result.failure);
    return leg && !(leg.outcomeId in legProblems) ? [] : [result];
  });
  const [only] = refused;
  if (!only) return null;
  const placed = results.filter((result) => result.status === 'placed').length;
  const oddsMilli = Number(only.failure.params.oddsMilli);
  const reason =
    refused.length === 1
      ? errorMessage(i18n, only.failure.code, {
          ...only.failure.params,
          odds: Number.isFinite(oddsMilli) ? formatOdds(oddsMilli, format, locale) : '',
        })
      : null;
  return (
    <div
      className="alert alert--error bet-slip__refusals"
      role="alert"
      data-testid="bet-slip-refusals"
    >
      <p>
        {placed > 0 ? (
          <>
            <Trans>Apuestas realizadas: {placed}.</Trans>{' '}
            <Plural value={refused.length} one="Una no se aceptó." other="# no se aceptaron." />
          </>
        ) : (
          <Plural
            value={refused.length}
            one="No se aceptó la apuesta."
            other="No se aceptó ninguna de las # apuestas."
          />
        )}
      </p>
      <p>
        {reason ?? <Trans>El motivo de cada una está marcado en su selección o su apuesta.</Trans>}
      </p>
    </div>
  );
}
