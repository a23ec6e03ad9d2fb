import { satoshisToMbtc } from '../../../../contract/money';
import type { SettlementAction } from '../../../../contract/operator/sports-settlement';
import { parseFactor, type SportsBetType } from '../../../../contract/sports-payout';
import type { Queryable } from '../../../db/database';
import { badRequest, notFound } from '../../../http/api-error';
import {
  LEG_RESOLUTION_COLUMNS,
  toLegResolution,
  type LegResolutionColumns,
  type LegResolutionRow,
  type SettledLegResult,
} from '../bets/bet-repository';
import { isSettlementStanding } from '../bets/correction';
import { resolveBet } from '../bets/settlement';
import { canonicalSpecifiers } from '../feed/feed-messages';

// What an operator's settlement call (contract/operator/sports-settlement.ts) would do to the bets
// on a market, read without writing: each bet with a leg on it resolved as settleBet would after
// the message, the market's legs taking the resolution the message would leave (feed-resolution.ts).

export interface PreviewRequest {
  eventId: string;
  marketType: string;
  specifiers: string;
  action: SettlementAction;
  outcomes?: { id: string; result: 0 | 1; voidFactor?: string; deadHeatFactor?: string }[];
  startTime?: string;
  endTime?: string;
}

/** How many bets are listed by name; the counts and sums cover them all. */
const LISTED_BETS = 50;

type PreviewLeg = LegResolutionRow & { marketId: string; outcomeId: string };

/** The leg of the market as it would resolve after the action; other legs as they are. */
export function legAfter(leg: PreviewLeg, request: PreviewRequest): LegResolutionRow {
  switch (request.action) {
    case 'settle': {
      const given = request.outcomes?.find((outcome) => outcome.id === leg.outcomeId);
      return {
        ...leg,
        settlementCertainty: 2,
        ...(given && {
          result: given.result,
          voidFactor: given.voidFactor ?? null,
          deadHeatFactor: given.deadHeatFactor ?? null,
        }),
      };
    }
    case 'rollback_settlement':
      return {
        ...leg,
        settlementCertainty: null,
        result: null,
        voidFactor: null,
        deadHeatFactor: null,
      };
    case 'cancel':
      return {
        ...leg,
        isCancelled: true,
        cancelStartTime: request.startTime ? new Date(request.startTime) : null,
        cancelEndTime: request.endTime ? new Date(request.endTime) : null,
      };
    case 'rollback_cancel':
      return { ...leg, isCancelled: false, cancelStartTime: null, cancelEndTime: null };
  }
}

function checkRequest(request: PreviewRequest): void {
  if (request.action !== 'settle') return;
  if (!request.outcomes) throw badRequest('field_required');
  for (const outcome of request.outcomes) {
    for (const factor of [outcome.voidFactor, outcome.deadHeatFactor]) {
      if (factor !== undefined && !parseFactor(factor)) throw badRequest('invalid_value');
    }
  }
}

interface BetRow {
  id: string;
  username: string;
  type: SportsBetType;
  open_stake: string;
  status: 'open' | 'settled';
  placed_at: Date;
  system: string | null;
  system_lines: number | null;
  builder_odds_milli: number | null;
}

/** The bets the action would settle or correct, with their stakes and payouts before and after. */
export async function previewSettlement(db: Queryable, request: PreviewRequest) {
  checkRequest(request);
  const market = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM sports_markets WHERE event_id = $1 AND type = $2 AND specifiers = $3`,
    [request.eventId, request.marketType, canonicalSpecifiers(request.specifiers)],
  );
  const marketId = market.rows[0]?.id;
  if (marketId === undefined) throw notFound();
  const bets = await db.query<BetRow>(
    `SELECT b.id::text AS id, p.username, b.type, b.open_stake::text AS open_stake, b.status,
       b.placed_at, b.system, b.system_lines, b.builder_odds_milli
     FROM sports_bets b JOIN players p ON p.id = b.player_id
     WHERE b.status IN ('open', 'settled') AND EXISTS (
       SELECT 1 FROM sports_bet_legs l WHERE l.bet_id = b.id AND l.market_id = $1)
     ORDER BY b.id`,
    [marketId],
  );
  const betIds = bets.rows.map((bet) => bet.id);
  const legs = await db.query<
    LegResolutionColumns & { bet_id: string; market_id: string; outcome_id: string }
  >(
    `SELECT l.bet_id::text AS bet_id, l.market_id::text AS market_id, o.outcome_id,
       ${LEG_RESOLUTION_COLUMNS}
     FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
       JOIN sports_outcomes o ON o.id = l.outcome_id
     WHERE l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.position`,
    [betIds],
  );
  const standing = await db.query<{
    bet_id: string;
    version: number;
    payout: string;
    legs: (SettledLegResult | null)[];
    journal_id: string;
  }>(
    `SELECT bet_id::text AS bet_id, version, payout::text AS payout, legs,
       journal_id::text AS journal_id
     FROM sports_bet_settlements WHERE bet_id = ANY($1::bigint[]) AND reversal_journal_id IS NULL`,
    [betIds],
  );
  const legsOf = new Map<string, LegResolutionRow[]>();
  for (const row of legs.rows) {
    const leg: PreviewLeg = {
      ...toLegResolution(row),
      marketId: row.market_id,
      outcomeId: row.outcome_id,
    };
    const after = leg.marketId === marketId ? legAfter(leg, request) : toLegResolution(row);
    legsOf.set(row.bet_id, [...(legsOf.get(row.bet_id) ?? []), after]);
  }
  const settlementOf = new Map(standing.rows.map((row) => [row.bet_id, row]));

  const touched = [];
  for (const bet of bets.rows) {
    const stake = BigInt(bet.open_stake);
    const resolution = resolveBet(
      {
        type: bet.type,
        stake,
        placedAt: bet.placed_at,
        system: bet.system === null ? null : { name: bet.system, lines: bet.system_lines ?? 0 },
        builderOddsMilli: bet.builder_odds_milli,
      },
      legsOf.get(bet.id) ?? [],
    );
    const settled = settlementOf.get(bet.id);
    if (bet.status === 'open' && !resolution) continue;
    if (bet.status === 'settled' && settled) {
      const current = {
        version: settled.version,
        payout: BigInt(settled.payout),
        legs: settled.legs,
        journalId: BigInt(settled.journal_id),
      };
      if (isSettlementStanding(current, resolution)) continue;
    }
    touched.push({
      betId: Number(bet.id),
      username: bet.username,
      type: bet.type,
      status: bet.status,
      stake,
      payout: settled && bet.status === 'settled' ? BigInt(settled.payout) : null,
      newPayout: resolution?.payout ?? null,
    });
  }
  const sum = (values: (bigint | null)[]) =>
    satoshisToMbtc(values.reduce<bigint>((total, value) => total + (value ?? 0n), 0n));
  const mbtc = (value: bigint | null) => (value === null ? null : satoshisToMbtc(value));
  return {
    openBets: touched.filter((bet) => bet.status === 'open').length,
    settledBets: touched.filter((bet) => bet.status === 'settled').length,
    stake: sum(touched.map((bet) => bet.stake)),
    payout: sum(touched.map((bet) => bet.payout)),
    newPayout: sum(touched.map((bet) => bet.newPayout)),
    bets: touched.slice(0, LISTED_BETS).map((bet) => ({
      ...bet,
      stake: satoshisToMbtc(bet.stake),
      payout: mbtc(bet.payout),
      newPayout: mbtc(bet.newPayout),
    })),
  };
}
