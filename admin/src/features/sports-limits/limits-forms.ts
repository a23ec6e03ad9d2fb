import * as v from 'valibot';
import type { CallRequest } from '../../../../contract/call';
import type { ErrorCode } from '../../../../contract/errors';
import { fieldCodes } from '../../../../contract/field-codes';
import {
  adminSetSportsBookLimits,
  adminSetSportsStakeFactor,
  adminSetSportsStakeLimits,
  ALL_SPORTS,
  type SportsLimitsView,
} from '../../../../contract/operator/sports-limits';

export type StakeLimitsRequest = CallRequest<typeof adminSetSportsStakeLimits>;
export type BookLimitsRequest = CallRequest<typeof adminSetSportsBookLimits>;
export type StakeFactorRequest = CallRequest<typeof adminSetSportsStakeFactor>;

type Checked<Request> = { request: Request } | { errors: Record<string, ErrorCode> };

/** A number as typed: spaces dropped, a comma read as the decimal point. */
function readNumber(text: string): string {
  return text.trim().replace(/\s/g, '').replace(',', '.');
}

/**
 * Checks `request` with the call's own schema; on success the request itself is sent (mBTC as
 * typed, which the server parses exactly as it was checked here), else each field's code.
 */
function checkWith<Request>(
  schema: v.GenericSchema<unknown, unknown>,
  request: Request,
): Checked<Request> {
  const parsed = v.safeParse(schema, request, { abortPipeEarly: true });
  return parsed.success ? { request } : { errors: fieldCodes(parsed.issues) };
}

/** A sport's (or every sport's, `sportId` '') stake limits, pre-match or in play. */
export function stakeLimitsRequestOf(form: {
  sportId: string;
  inPlay: boolean;
  minStake: string;
  maxStake: string;
}): Checked<StakeLimitsRequest> {
  return checkWith(adminSetSportsStakeLimits.request, {
    sportId: form.sportId.trim(),
    inPlay: form.inPlay,
    minStake: readNumber(form.minStake),
    maxStake: readNumber(form.maxStake),
  });
}

/** The book's maximum payout per bet and its liability limits per market and per event. */
export function bookLimitsRequestOf(form: {
  maxPayout: string;
  marketLiability: string;
  eventLiability: string;
}): Checked<BookLimitsRequest> {
  return checkWith(adminSetSportsBookLimits.request, {
    maxPayout: readNumber(form.maxPayout),
    marketLiability: readNumber(form.marketLiability),
    eventLiability: readNumber(form.eventLiability),
  });
}

/** A player's stake factor by username; an empty or non-numeric factor is refused here. */
export function stakeFactorRequestOf(form: {
  username: string;
  factor: string;
}): Checked<StakeFactorRequest> {
  const factorText = readNumber(form.factor);
  const factor = factorText === '' ? Number.NaN : Number(factorText);
  const checked = checkWith(adminSetSportsStakeFactor.request, {
    username: form.username.trim(),
    factor,
  });
  if (factorText === '' && 'errors' in checked) checked.errors.factor = 'field_required';
  return checked;
}

type StakeLimits = SportsLimitsView['stake'][number];

/**
 * The stake limits a sport's bets meet, pre-match or in play: its own, else every sport's
 * defaults for the same moment (as the server reads them), else none.
 */
export function stakeLimitsInForce(
  stake: readonly StakeLimits[],
  sportId: string,
  inPlay: boolean,
): StakeLimits | undefined {
  const find = (id: string) => stake.find((row) => row.sportId === id && row.inPlay === inPlay);
  return find(sportId) ?? find(ALL_SPORTS);
}

/** What a stake factor other than 1 does to the player: 0 closes the sportsbook to them. */
export function stakeFactorEffect(factor: number): 'closed' | 'reduced' | 'raised' {
  if (factor === 0) return 'closed';
  return factor < 1 ? 'reduced' : 'raised';
}
