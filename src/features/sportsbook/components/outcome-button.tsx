import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SportsEventDetail, SportsEventSummary } from '../../../../contract/sportsbook';
import { useLocale } from '../../../lib/use-locale';
import { betBuilder } from '../bet-builder/bet-builder-store';
import { betSlip, type BetSlipSelection } from '../bet-slip/bet-slip-store';
import { outcomeName } from '../../../../contract/sports-market-names';
import { Odds } from '../odds/odds-preference';
import './outcome-button.css';

/** How long a moved price stays coloured. */
const FLASH_MS = 1_600;

type SportsMarketView = SportsEventDetail['markets'][number];
type Outcome = SportsMarketView['outcomes'][number];
type EventFields = Pick<SportsEventSummary, 'id' | 'home' | 'away' | 'startTime' | 'status'>;

/** Which way the price last moved, for a moment after it did ('up', 'down' or null). */
function usePriceMove(oddsMilli: number): { move: 'up' | 'down' | null; count: number } {
  const previous = useRef(oddsMilli);
  const [state, setState] = useState<{ move: 'up' | 'down' | null; count: number }>({
    move: null,
    count: 0,
  });
  useEffect(() => {
    if (oddsMilli === previous.current) return;
    const move = oddsMilli > previous.current ? 'up' : 'down';
    previous.current = oddsMilli;
    setState((current) => ({ move, count: current.count + 1 }));
    const timer = setTimeout(() => setState((current) => ({ ...current, move: null })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [oddsMilli]);
  return state;
}

/** Whether the book takes bets on the outcome now: an active outcome of an active market of an open event. */
export function isOutcomeOpen(event: EventFields, market: SportsMarketView, outcome: Outcome) {
  return (
    outcome.isActive &&
    market.status === 'active' &&
    (event.status === 'not_started' || event.status === 'live')
  );
}

/**
 * The ids of the event's outcomes in the bet slip, space-separated: one subscription for a row or
 * market's buttons (each of a list's hundred-odd buttons held its own), a string so that only a
 * change of this event's selections draws the caller again.
 */
export function useSlipOutcomes(eventId: string): string {
  return betSlip.useStore((state) =>
    state.selections
      .filter((item) => item.eventId === eventId)
      .map((item) => item.outcomeId)
      .join(' '),
  );
}

/** The ids of the event's outcomes in its bet builder, as `useSlipOutcomes`. */
export function useBuilderOutcomes(eventId: string): string {
  return betBuilder.useStore((state) =>
    state.eventId === eventId ? state.picks.map((item) => item.outcomeId).join(' ') : '',
  );
}

/** Whether an outcome's id is among those `useSlipOutcomes` or `useBuilderOutcomes` answered. */
export const isAmong = (outcomeIds: string, outcomeId: string) =>
  outcomeIds.split(' ').includes(outcomeId);

interface OutcomeButtonProps {
  event: EventFields;
  market: SportsMarketView;
  outcome: Outcome;
  /** in the slip (or with `isBuilder`, the builder): from `useSlipOutcomes`/`useBuilderOutcomes` */
  isSelected: boolean;
  /** what the button shows ('1', 'X', or the outcome's name); its accessible name is the full name */
  label?: string;
  /** pressed, it adds the selection to the event's bet builder instead of the slip */
  isBuilder?: boolean;
}

/**
 * An outcome's price: pressed, it adds the selection to the bet slip (pressed again, takes it out).
 * A moved price flashes green (up) or red (down) over the same box, so nothing around it moves; a
 * closed outcome or suspended market shows a lock and can not be pressed.
 */
export function OutcomeButton({
  event,
  market,
  outcome,
  isSelected,
  label,
  isBuilder,
}: OutcomeButtonProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { move, count } = usePriceMove(outcome.oddsMilli);
  const name = outcomeName(market.type, outcome.outcomeId, market.specifiers, event, locale, i18n);
  const isOpen = isOutcomeOpen(event, market, outcome);
  const selection: BetSlipSelection = {
    outcomeId: outcome.id,
    oddsMilli: outcome.oddsMilli,
    eventId: event.id,
    home: event.home,
    away: event.away,
    startTime: event.startTime,
    live: event.status === 'live',
    marketId: market.id,
    marketType: market.type,
    specifiers: market.specifiers,
    outcome: outcome.outcomeId,
  };
  return (
    <button
      type="button"
      className="outcome-button"
      aria-pressed={isOpen ? isSelected : undefined}
      disabled={!isOpen}
      data-selected={isSelected || undefined}
      onClick={() =>
        isBuilder
          ? betBuilder.toggle(event.id, {
              outcomeId: outcome.id,
              marketId: market.id,
              marketType: market.type,
              specifiers: market.specifiers,
              outcome: outcome.outcomeId,
            })
          : betSlip.toggle(selection)
      }
    >
      {move && <span key={count} className="outcome-button__flash" data-move={move} aria-hidden />}
      <span className="outcome-button__name" aria-hidden={label !== undefined || undefined}>
        {label ?? name}
      </span>
      {label !== undefined && <span className="visually-hidden">{name}</span>}
      <span className="outcome-button__odds">
        {isOpen ? (
          <Odds milli={outcome.oddsMilli} />
        ) : (
          <>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
              <path
                d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span className="visually-hidden">{t`Suspendida`}</span>
          </>
        )}
      </span>
      {move && (
        <span className="outcome-button__arrow" data-move={move} aria-hidden>
          {move === 'up' ? '▲' : '▼'}
        </span>
      )}
    </button>
  );
}
