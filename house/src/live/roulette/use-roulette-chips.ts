// The player's chips at the live roulette table: each click, rebet, double and undo goes through
// the outbox (one call at a time, clicks made meanwhile together), the answers update the table's
// bets and the balance, and the last round's chips are kept for a rebet.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  liveMyRounds,
  liveRouletteBet,
  liveRouletteUndo,
  type LiveBet,
} from '../../../../contract/house-page/live-tables';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { callHouse } from '../../api';
import { largestReturn, totalStake, type Chip } from '../../games/roulette';
import { formatAmount } from '../../format';
import { useHouse } from '../../house-context';
import type { Problem } from '../../problems';
import { useAnnounce } from '../announcer';
import type { TableState } from '../table-state';
import type { LiveTableConnection } from '../use-live-table';
import { chipsOf, doubleChips, isChipOnBoard, rebetChips, requestBatches } from './chips';
import { useRouletteText } from './messages';
import {
  addChips,
  addUndo,
  EMPTY_OUTBOX,
  hasSomethingToUndo,
  settle,
  takeNext,
  unansweredChips,
  type Outbox,
  type Outgoing,
} from './outbox';

/** The player's chips of their latest round at this table before this one (for a rebet). */
function useLastRoundBets(state: TableState): LiveBet[] {
  const { session } = useHouse();
  const { round, bets } = state.table;
  const [lastRoundBets, setLastRoundBets] = useState<LiveBet[]>([]);
  const shown = useRef({ roundId: round.id, mine: [] as LiveBet[] });

  // the table drops a round's bets when the next one opens: keep the player's as they were
  useEffect(() => {
    const mine = bets.filter((bet) => bet.isMine && isChipOnBoard(bet));
    if (shown.current.roundId !== round.id) {
      if (shown.current.mine.length > 0) setLastRoundBets(shown.current.mine);
      shown.current = { roundId: round.id, mine };
    } else shown.current.mine = mine;
  }, [round.id, bets]);

  // on opening the table, the last round the player had chips in, from their own rounds
  const firstRoundId = useRef(round.id);
  useEffect(() => {
    let isCurrent = true;
    void callHouse(liveMyRounds, session).then((answer) => {
      if (!isCurrent || !answer.ok) return;
      const last = answer.data.rounds.find(
        ({ round: played, bets: placed }) =>
          played.id !== firstRoundId.current && placed.some(isChipOnBoard),
      );
      if (last)
        setLastRoundBets((current) =>
          current.length > 0 ? current : last.bets.map((bet) => ({ ...bet, isMine: true })),
        );
    });
    return () => {
      isCurrent = false;
    };
  }, [session]);

  return lastRoundBets;
}

export function useRouletteChips(live: LiveTableConnection, state: TableState) {
  const { lang, limits, request } = useHouse();
  const rt = useRouletteText();
  const announce = useAnnounce();
  const { round, bets } = state.table;
  const [outbox, setOutbox] = useState<Outbox>(EMPTY_OUTBOX);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  // the outbox as the latest click left it: calls are taken from it between renders
  const current = useRef<Outbox>(EMPTY_OUTBOX);
  const roundId = useRef(round.id);
  const lastRoundBets = useLastRoundBets(state);
  const latestBets = useRef(bets);
  useEffect(() => {
    latestBets.current = bets;
  });

  const update = useCallback((next: Outbox) => {
    current.current = next;
    setOutbox(next);
  }, []);

  /** Sends chips in as few calls as the stake limit allows; the last answer, or the refusal. */
  const sendChips = useCallback(
    async (chips: Chip[], maxStake: bigint) => {
      let answer: Awaited<ReturnType<typeof request<typeof liveRouletteBet>>> = null;
      for (const batch of requestBatches(chips, maxStake)) {
        answer = await request(liveRouletteBet, { roundId: roundId.current, chips: batch });
        if (!answer?.ok) break;
      }
      return answer;
    },
    [request],
  );

  /** Sends one call and shows its answer: the player's bets of the round and the balance. */
  const sendCall = useCallback(
    async (call: Outgoing) => {
      const before = new Map(
        latestBets.current.filter((bet) => bet.isMine).map((bet) => [bet.id, bet.state]),
      );
      const maxStake = mbtcToSatoshis(limits.maxStake) ?? 0n;
      const answer =
        call.kind === 'chips'
          ? await sendChips(call.groups.flat(), maxStake)
          : await request(liveRouletteUndo, { roundId: roundId.current });
      if (!answer) return;
      if (!answer.ok) return setRefusal(answer.problem);
      setRefusal(null);
      live.dispatch({ type: 'placed', bets: answer.data.bets });
      live.setBalance(answer.data.balance);
      const changed = answer.data.bets.filter((bet) =>
        call.kind === 'chips'
          ? !before.has(bet.id) && bet.state !== 'void'
          : bet.state === 'void' && before.get(bet.id) !== 'void',
      );
      const amount = formatAmount(satoshisToMbtc(totalStake(chipsOf(changed.map(unvoided)))), lang);
      announce(rt(call.kind === 'chips' ? 'announceChips' : 'announceUndo', { amount }));
    },
    [request, sendChips, limits.maxStake, live, lang, announce, rt],
  );

  /** Sends what waits, one call after another, unless a call is already on its way. */
  const pump = useCallback(() => {
    const sendNext = () => {
      const taken = takeNext(current.current);
      if (!taken) return;
      const [call, next] = taken;
      update(next);
      void sendCall(call).finally(() => {
        update(settle(current.current));
        sendNext();
      });
    };
    sendNext();
  }, [sendCall, update]);

  // a new round: what waits for the old one would be refused, so it is dropped
  useEffect(() => {
    roundId.current = round.id;
    update({ queue: [], inFlight: current.current.inFlight });
    setRefusal(null);
  }, [round.id, update]);

  const myPlaced = bets.filter((bet) => bet.isMine && isChipOnBoard(bet));
  const unanswered = unansweredChips(outbox);
  const myChips = [...chipsOf(myPlaced), ...unanswered];
  const isBetting = round.phase === 'betting';

  /** Puts chips down (a click, a rebet or a double) unless the player's win could pass the max. */
  const put = (group: Chip[]) => {
    if (!isBetting || group.length === 0) return;
    if (satoshisToMbtc(largestReturn([...myChips, ...group])) > limits.maxPayout)
      return setRefusal({ code: 'payout_above_maximum', params: { max: limits.maxPayout } });
    setRefusal(null);
    update(addChips(current.current, group));
    pump();
  };

  return {
    unanswered,
    refusal,
    isSending: outbox.inFlight !== null,
    myTotal: totalStake(myChips),
    place: (key: string, satoshis: bigint) => put([{ key, satoshis }]),
    rebet: () => put(rebetChips(lastRoundBets)),
    double: () => put(doubleChips(bets, unanswered)),
    undo: () => {
      if (!isBetting) return;
      setRefusal(null);
      update(addUndo(current.current));
      pump();
    },
    canRebet: isBetting && lastRoundBets.some(isChipOnBoard),
    canDouble: isBetting && myChips.length > 0,
    canUndo: isBetting && hasSomethingToUndo(outbox, myPlaced.length),
  };
}

/** A taken-back bet counted for the announcement of what was taken back. */
const unvoided = (bet: LiveBet): LiveBet => ({ ...bet, state: 'open' });
