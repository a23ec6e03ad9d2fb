// The Crash table: the curve and its readout, the recent busts, two bet panels and the side
// bets, everyone's bets, the player's rounds and the rules.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  crashTimeOf,
  liveCrashBet,
  liveCrashCashOut,
  type CrashSideBet,
} from '../../../../contract/house-page/live-tables';
import { satoshisToMbtc } from '../../../../contract/money';
import { useStake } from '../../components/use-stake';
import { formatAmount, formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import type { Problem } from '../../problems';
import { useAnnounce } from '../announcer';
import { BetsList } from '../bets-list';
import { MyRounds } from '../my-rounds';
import type { Cue } from '../sound';
import type { TableState } from '../table-state';
import type { LiveTableConnection } from '../use-live-table';
import { checkAutoCashOut } from './auto-cash-out';
import { BetPanel } from './bet-panel';
import { BustStrip } from './bust-strip';
import { CrashChart, type ChartFrame } from './crash-chart';
import { climbPosition } from './crash-curve-math';
import { CrashReadout } from './crash-readout';
import type { QueuedBet } from './next-round-queue';
import { RulesDialog } from './rules-dialog';
import { SideBets } from './side-bets';
import { useSpaceShortcut } from './space-shortcut';
import { useClimb } from './use-climb';
import { useDecisionNews } from './use-decision-news';
import { useNextRoundQueues } from './use-next-round-queues';
import { usePanelBets } from './use-panel-bets';

type Slot = 0 | 1 | 'side';

export function CrashTable(props: {
  live: LiveTableConnection;
  state: TableState;
  onCue: (cue: Cue) => void;
  /** the table chat, placed under the bet panels */
  chat: ReactNode;
}) {
  const { live, state, onCue } = props;
  const { t, lang, request } = useHouse();
  const announce = useAnnounce();
  const { round, bets } = state.table;
  const climb = useClimb(state, live.offset);
  const stakes = [useStake(), useStake()] as const;
  const sideStake = useStake();
  const [autoTexts, setAutoTexts] = useState(['', '']);
  const [sending, setSending] = useState<Set<Slot>>(new Set());
  const [refusals, setRefusals] = useState<Map<Slot, Problem>>(new Map());
  const [isRulesOpen, setRulesOpen] = useState(false);
  const panels = usePanelBets(round.id, bets);
  const latest = useRef({ state, offset: live.offset });
  useEffect(() => {
    latest.current = { state, offset: live.offset };
  });

  const setSlot = <T,>(setter: (update: (current: T) => T) => void, slot: Slot, add: boolean) =>
    setter(((current: Set<Slot>) => {
      const next = new Set(current);
      if (add) next.add(slot);
      else next.delete(slot);
      return next;
    }) as never);

  const setRefusal = (slot: Slot, problem: Problem | null) =>
    setRefusals((current) => {
      const next = new Map(current);
      if (problem) next.set(slot, problem);
      else next.delete(slot);
      return next;
    });

  /** Sends a call for one slot (a panel, or the side bets), showing its refusal there. */
  const send = async <A,>(
    slot: Slot,
    call: () => Promise<A>,
    onAnswer: (answer: A) => Problem | null,
  ) => {
    setSlot(setSending, slot, true);
    try {
      setRefusal(slot, onAnswer(await call()));
    } finally {
      setSlot(setSending, slot, false);
    }
  };

  /** Sends a bet in `roundId` for the slot; `told` is what the screen reader hears once placed. */
  const sendBet = (
    slot: Slot,
    kind: 'main' | CrashSideBet,
    roundId: string,
    bet: QueuedBet,
    told: 'liveAnnounceBet' | 'crashAnnounceQueuedPlaced',
  ) => {
    const known = new Set(latest.current.state.table.bets.map((shown) => shown.id));
    const amount = satoshisToMbtc(bet.amount);
    return send(
      slot,
      () => request(liveCrashBet, { roundId, kind, amount, autoCashOut: bet.autoCashOut }),
      (answer) => {
        if (!answer) return null;
        if (!answer.ok) return answer.problem;
        live.dispatch({ type: 'placed', bets: answer.data.bets });
        live.setBalance(answer.data.balance);
        const placed = answer.data.bets.find(
          (shown) => shown.kind === kind && !known.has(shown.id),
        );
        if (placed && slot !== 'side') panels.assign(slot, placed.id);
        announce(t(told, { amount: formatAmount(amount, lang) }));
        onCue('bet');
        return null;
      },
    );
  };

  const queues = useNextRoundQueues(round, (slot, roundId, bet) =>
    sendBet(slot, 'main', roundId, bet, 'crashAnnounceQueuedPlaced'),
  );

  /** The slot's stake and auto cash-out as set, or null after showing what is wrong. */
  const readSlot = (slot: Slot): QueuedBet | null => {
    const stake = slot === 'side' ? sideStake : stakes[slot];
    const amount = stake.check();
    const autoCashOut = slot === 'side' ? null : checkAutoCashOut(autoTexts[slot] ?? '');
    if (amount === null || (autoCashOut && !autoCashOut.ok)) return null;
    return { amount, autoCashOut: autoCashOut?.ok ? autoCashOut.value : null };
  };

  const placeBet = (slot: Slot, kind: 'main' | CrashSideBet) => {
    const bet = readSlot(slot);
    if (!bet || sending.has(slot) || (slot !== 'side' && queues.isPlacing(slot))) return;
    void sendBet(slot, kind, latest.current.state.table.round.id, bet, 'liveAnnounceBet');
  };

  const queueNextRound = (slot: 0 | 1) => {
    const bet = readSlot(slot);
    if (!bet || !queues.queue(slot, bet)) return;
    setRefusal(slot, null);
    announce(t('crashAnnounceQueued', { amount: formatAmount(satoshisToMbtc(bet.amount), lang) }));
  };

  const cancelNextRound = (slot: 0 | 1) => {
    if (queues.cancel(slot)) announce(t('crashAnnounceQueueCancelled'));
  };

  const cashOut = (slot: 0 | 1) => {
    const bet = panels.bets[slot];
    if (!bet || bet.state !== 'open' || sending.has(slot)) return;
    void send(
      slot,
      () => request(liveCrashCashOut, { betId: bet.id }),
      (answer) => {
        if (!answer) return null;
        if (!answer.ok) return answer.problem;
        live.dispatch({ type: 'placed', bets: [answer.data.bet] });
        live.setBalance(answer.data.balance);
        return null;
      },
    );
  };

  useSpaceShortcut(
    {
      phase: round.phase,
      hasBet: panels.bets[0] !== null,
      hasOpenBet: panels.bets[0]?.state === 'open',
      isQueued: queues.queues[0].status === 'queued',
    },
    {
      bet: () => placeBet(0, 'main'),
      'cash-out': () => cashOut(0),
      queue: () => queueNextRound(0),
      'cancel-queue': () => cancelNextRound(0),
    },
  );

  useDecisionNews(state, onCue, live.reload);

  const frameNow = useCallback((): ChartFrame => {
    const { state: now, offset } = latest.current;
    const shown = now.table.round;
    if (shown.phase === 'running' && shown.startedAt !== null)
      return {
        phase: 'climbing',
        position: climbPosition(shown.startedAt, now.heard, Date.now(), offset),
      };
    if ((shown.phase === 'ended' || shown.phase === 'settled') && shown.result !== null)
      return {
        phase: 'busted',
        position: {
          elapsedMs: crashTimeOf(shown.result),
          multiplier: shown.result,
          isFrozen: false,
        },
      };
    return { phase: 'waiting' };
  }, []);

  const mySideBets = bets.filter((bet) => bet.isMine && bet.kind !== 'main');
  const hasEnded = round.phase === 'ended' || round.phase === 'settled';
  return (
    <div className="live-play">
      <div className="live-column is-main">
        <section className="live-stage" aria-label={t('crashChart')}>
          <div className="live-status">
            <span>{t('liveRoundNumber', { index: String(round.index) })}</span>
            <button type="button" className="button-small" onClick={() => setRulesOpen(true)}>
              {t('liveRules')}
            </button>
          </div>
          <div className="crash-chart">
            <CrashChart frameNow={frameNow} />
            <CrashReadout state={state} offset={live.offset} climb={climb} />
          </div>
          <BustStrip recent={state.table.recent} />
        </section>
        <BetsList bets={bets} />
        <MyRounds
          version={hasEnded ? round.id : 'open'}
          salt={state.table.fairness.salt}
          formatResult={(shown) =>
            shown.result === null ? '—' : formatMultiplier(shown.result, lang)
          }
        />
      </div>
      <div className="live-column is-side">
        <div className="live-controls">
          {([0, 1] as const).map((slot) => (
            <BetPanel
              key={slot}
              number={slot === 0 ? 1 : 2}
              stake={stakes[slot]}
              autoCashOutText={autoTexts[slot] ?? ''}
              onAutoCashOutText={(text) =>
                setAutoTexts((current) =>
                  current.map((old, index) => (index === slot ? text : old)),
                )
              }
              phase={round.phase}
              bet={panels.bets[slot] ?? null}
              climb={climb}
              isSending={sending.has(slot)}
              refusal={refusals.get(slot) ?? null}
              onBet={() => placeBet(slot, 'main')}
              onCashOut={() => cashOut(slot)}
              queue={queues.queues[slot]}
              onQueue={() => queueNextRound(slot)}
              onCancelQueue={() => cancelNextRound(slot)}
            />
          ))}
          <SideBets
            stake={sideStake}
            isBetting={round.phase === 'betting'}
            isSending={sending.has('side')}
            bets={mySideBets}
            refusal={refusals.get('side') ?? null}
            onBet={(kind) => placeBet('side', kind)}
          />
          <p className="hint">{t('crashShortcutHint')}</p>
        </div>
        <div className="live-chat-place">{props.chat}</div>
      </div>
      <RulesDialog isOpen={isRulesOpen} onClose={() => setRulesOpen(false)} table={state.table} />
    </div>
  );
}
