import type { ReactNode } from 'react';
import type { HouseRound } from '../../../contract/house-page/house';
import { formatAmount } from '../format';
import { useHouse } from '../house-context';

/**
 * The last round's result, big, with whether it won: a polite live region, so each new result is
 * read out once it is shown.
 */
export function ResultBox(props: {
  round: HouseRound | null;
  label: string;
  value: string;
  idle?: string;
  children?: ReactNode;
  valueClass?: string;
}) {
  const { t, lang } = useHouse();
  const { round } = props;
  const state = round
    ? round.state === 'won'
      ? 'is-win'
      : round.state === 'lost'
        ? 'is-loss'
        : ''
    : '';
  return (
    <div
      className={`result ${state}`}
      data-testid="house-result"
      aria-live="polite"
      aria-atomic="true"
    >
      {round ? (
        <>
          <span className="result-label">{props.label}</span>
          <span className={`result-value ${props.valueClass ?? ''}`}>{props.value}</span>
          <span className="result-outcome">
            {round.state === 'won'
              ? t('resultWin', { payout: formatAmount(round.payout, lang) })
              : round.state === 'lost'
                ? t('resultLose')
                : ''}
          </span>
          {props.children}
        </>
      ) : (
        <span className="result-idle">{props.idle ?? t('resultIdle')}</span>
      )}
    </div>
  );
}
