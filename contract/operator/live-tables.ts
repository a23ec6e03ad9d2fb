// The back-office's view of the live tables (issue 15; docs/operations.md "Live tables"): the
// rounds of a table and the bets of one round. Amounts are mBTC. A round's result shows only once
// the round has ended: before, nobody (staff included) may know it.
import * as v from 'valibot';
import { defineCall } from '../call';
import { ok, pageFields, printableText } from '../common';
import { LIVE_ENGINES } from '../house-page/live-tables';

export const liveRoundSummary = v.object({
  id: v.string(),
  table: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  phase: v.picklist(['betting', 'running', 'ended', 'settled']),
  openedAt: v.string(),
  bettingClosesAt: v.string(),
  startedAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  /** crash: the bust multiplier; live roulette: the pocket. Null until the round ended. */
  result: v.nullable(v.number()),
  /** the round's hash of the table's chain, null until the round ended (docs/live-fairness.md) */
  hash: v.nullable(v.string()),
  /** settled by the takeover rule after its node stopped */
  interrupted: v.boolean(),
  /** mBTC staked by the bets the wallet took (pending and void bets aside) */
  staked: v.number(),
  /** mBTC paid to those bets */
  paid: v.number(),
  bets: v.number(),
});

export const adminLiveGetRounds = defineCall({
  path: 'admin/live/get_rounds',
  method: 'POST',
  auth: 'staff',
  permission: 'live.read',
  request: v.object({
    /** the table's catalogue slug (`crash`, `live-roulette`); `not_found` for another */
    table: printableText(100),
    ...pageFields,
  }),
  /** newest first */
  response: v.object({ status: ok, rows: v.array(liveRoundSummary), count: v.number() }),
});

export const liveRoundBet = v.object({
  id: v.string(),
  /** the platform's player, null when the bet came from a player it does not know */
  playerId: v.nullable(v.number()),
  username: v.nullable(v.string()),
  /** crash: main or a side bet; live roulette: roulette (the spot in `spot`) */
  kind: v.string(),
  spot: v.unknown(),
  autoCashOut: v.nullable(v.number()),
  stake: v.number(),
  state: v.picklist(['pending', 'open', 'cashed-out', 'won', 'lost', 'void']),
  multiplier: v.nullable(v.number()),
  payout: v.number(),
  createdAt: v.string(),
});

export const adminLiveGetRound = defineCall({
  path: 'admin/live/get_round',
  method: 'POST',
  auth: 'staff',
  permission: 'live.read',
  request: v.object({ roundId: printableText(100) }),
  /** `not_found` for an unknown round; bets in the order they were placed */
  response: v.object({ status: ok, round: liveRoundSummary, bets: v.array(liveRoundBet) }),
});
