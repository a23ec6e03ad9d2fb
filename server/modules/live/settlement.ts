// Deciding a round's bets once its result is shown, and the takeover rule for a round whose node
// died (docs/live-tables.md): betting -> every bet refunded; running -> each open main bet gets the
// better of its stake back or a cash-out at the last recorded multiplier, side bets refunded;
// ended -> settled by its result as usual. Every decision is a conditional update from `open`,
// so a bet another node cashed out meanwhile keeps that decision.
import type { CrashSideBet } from '../../../contract/house-page/live-tables';
import type { House } from '../house/house-context';
import { decideAtBust, decideAtTakeover, type Payout } from './crash-rules';
import type { LiveContext } from './live-context';
import type { LivePublisher } from './publisher';
import {
  betsOfRound,
  decideBet,
  findRound,
  moveRound,
  type BetRow,
  type BetState,
  type RoundRow,
} from './repository';
import { payoutAt } from './crash-rules';
import { rouletteReturn } from '../../../contract/provably-fair-payouts';
import { sideBetPayout, sideBetWins } from './results';
import { toLiveBets, toLiveRound } from './views';
import { sendDecisions } from './wallet-steps';

type Outcome = {
  state: Exclude<BetState, 'pending' | 'open'>;
  multiplier: number | null;
  payout: bigint;
};

const VOID: Outcome = { state: 'void', multiplier: null, payout: 0n };
const LOST: Outcome = { state: 'lost', multiplier: null, payout: 0n };
const cashedOut = (payout: Payout): Outcome => ({ state: 'cashed-out', ...payout });

/** What the round's result makes of an open bet. */
export function outcomeByResult(live: LiveContext, round: RoundRow, bet: BetRow): Outcome {
  const settings = live.settingsOf(round.engine);
  if (bet.kind === 'main') {
    const payout = decideAtBust(
      { stake: bet.stake, autoCashOut: bet.auto_cash_out },
      round.exact_result,
      settings.maxWin,
    );
    return payout ? cashedOut(payout) : LOST;
  }
  if (bet.kind === 'roulette') {
    const multiple = bet.spot ? rouletteReturn(bet.spot, round.result) : 0;
    if (multiple === 0) return LOST;
    return { state: 'won', multiplier: multiple, payout: bet.stake * BigInt(multiple) };
  }
  const kind: CrashSideBet = bet.kind;
  if (!sideBetWins(kind, round.exact_result)) return LOST;
  const multiplier = sideBetPayout(kind, settings.edge);
  const payout = payoutAt(bet.stake, multiplier);
  return { state: 'won', multiplier, payout: payout < settings.maxWin ? payout : settings.maxWin };
}

/** The takeover rule's decision for an open bet of a round interrupted in `phase`. */
function outcomeAtTakeover(live: LiveContext, round: RoundRow, bet: BetRow): Outcome {
  if (round.phase !== 'running' || bet.kind !== 'main') return VOID;
  const payout = decideAtTakeover(
    { stake: bet.stake, autoCashOut: bet.auto_cash_out },
    round.last_multiplier,
    live.settingsOf(round.engine).maxWin,
  );
  return payout ? cashedOut(payout) : VOID;
}

/**
 * Decides every bet of the round still open (pending ones never opened: void), sends the wallet
 * calls, and marks the round settled. `house.db` is the holder's fenced database.
 */
async function decideRound(
  live: LiveContext,
  house: House,
  publisher: LivePublisher,
  round: RoundRow,
  fence: bigint,
  outcomeOf: (bet: BetRow) => Outcome,
): Promise<void> {
  const bets = await betsOfRound(house.db, round.id);
  for (const bet of bets) {
    if (bet.state === 'pending') await decideBet(house.db, bet.id, VOID);
    else if (bet.state === 'open') await decideBet(house.db, bet.id, outcomeOf(bet));
  }
  const decided = await betsOfRound(house.db, round.id);
  publisher.bets(round.table_slug, round.id, toLiveBets(decided, null));
  await sendDecisions(
    house,
    decided.filter((bet) => !bet.wallet_done && bet.state !== 'pending' && bet.state !== 'open'),
  );
  await moveRound(house.db, round.id, 'ended', 'settled', fence);
}

/** Settles an ended round by its result. */
export async function settleByResult(
  live: LiveContext,
  house: House,
  publisher: LivePublisher,
  round: RoundRow,
  fence: bigint,
): Promise<void> {
  await decideRound(live, house, publisher, round, fence, (bet) =>
    outcomeByResult(live, round, bet),
  );
  const settled = await findRound(house.db, round.id);
  if (settled) publisher.round(toLiveRound(settled), Date.now());
}

/**
 * The round a previous holder left in play, finished by the takeover rule (an ended one by its
 * result). `house.db` is this holder's fenced database.
 */
export async function finishInterrupted(
  live: LiveContext,
  house: House,
  publisher: LivePublisher,
  round: RoundRow,
  fence: bigint,
): Promise<void> {
  if (round.phase === 'settled') return;
  if (round.phase === 'ended') {
    await settleByResult(live, house, publisher, round, fence);
    return;
  }
  // the phase is taken for the rule before the round ends: no cash-out slips in after
  if (!(await moveRound(house.db, round.id, round.phase, 'ended', fence, { interrupted: true }))) {
    const now = await findRound(house.db, round.id);
    if (now) await finishInterrupted(live, house, publisher, now, fence);
    return;
  }
  const ended = (await findRound(house.db, round.id)) as RoundRow;
  house.logger.warn('live round interrupted: settled by the takeover rule', {
    roundId: round.id,
    phase: round.phase,
    lastMultiplier: round.last_multiplier,
  });
  publisher.round(toLiveRound(ended), Date.now());
  await decideRound(live, house, publisher, ended, fence, (bet) =>
    outcomeAtTakeover(live, round, bet),
  );
  const settled = await findRound(house.db, round.id);
  if (settled) publisher.round(toLiveRound(settled), Date.now());
}
