// The Crash table: the curve and its readout, the recent busts, two bet panels and the side
// bets, everyone's bets, the player's rounds and the rules.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  crashTimeOf,
  liveCrashBet,
  liveCrashCashOut,
  type CrashSideBet,
  type LiveBet,
} from '../../../../contract/live-tables';
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
import { RulesDialog } from './rules-dialog';
import { SideBets } from './side-bets';
import { useSpaceShortcut } from './space-shortcut';
import { useClimb } from './use-climb';
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

  /** Sends a call for one slot (a panel, or the side bets), showing its refusal there. */
  const send = async <A,>(
    slot: Slot,
    call: () => Promise<A>,
    onAnswer: (answer: A) => Problem | null,
  ) => {
    setSlot(setSending, slot, true);
    try {
      const problem = onAnswer(await call());
      setRefusals((current) => {
        const next = new Map(current);
        if (problem) next.set(slot, problem);
        else next.delete(slot);
        return next;
      });
    } finally {
      setSlot(setSending, slot, false);
    }
  };

  const placeBet = (slot: Slot, kind: 'main' | CrashSideBet) => {
    const stake = slot === 'side' ? sideStake : stakes[slot];
    const amount = stake.check();
    const autoCashOut = slot === 'side' ? null : checkAutoCashOut(autoTexts[slot] ?? '');
    if (amount === null || (autoCashOut && !autoCashOut.ok)) return;
    if (sending.has(slot)) return;
    const roundId = latest.current.state.table.round.id;
    const known = new Set(latest.current.state.table.bets.map((bet) => bet.id));
    void send(
      slot,
      () =>
        request(liveCrashBet, {
          roundId,
          kind,
          amount: satoshisToMbtc(amount),
          autoCashOut: autoCashOut?.ok ? autoCashOut.value : null,
        }),
      (answer) => {
        if (!answer) return null;
        if (!answer.ok) return answer.problem;
        live.dispatch({ type: 'placed', bets: answer.data.bets });
        live.setBalance(answer.data.balance);
        const placed = answer.data.bets.find((bet) => bet.kind === kind && !known.has(bet.id));
        if (placed && slot !== 'side') panels.assign(slot, placed.id);
        announce(t('liveAnnounceBet', { amount: formatAmount(satoshisToMbtc(amount), lang) }));
        onCue('bet');
        return null;
      },
    );
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
    },
    () => placeBet(0, 'main'),
    () => cashOut(0),
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

/**
 * The moments the player hears of (politely, and by a sound if on): the bust, and each of their
 * bets paid (a cash-out by hand or automatic, a side bet won). The balance is asked again then,
 * since an automatic cash-out or a side bet is paid on the server without a call from here.
 */
function useDecisionNews(
  state: TableState,
  onCue: (cue: Cue) => void,
  reload: (onlyClock: boolean) => Promise<void>,
) {
  const { t, lang } = useHouse();
  const announce = useAnnounce();
  const { round, bets } = state.table;
  const told = useRef(new Set<string>());

  const bustKey = round.phase === 'ended' || round.phase === 'settled' ? round.id : null;
  useEffect(() => {
    if (bustKey === null || told.current.has(`bust:${bustKey}`)) return;
    told.current.add(`bust:${bustKey}`);
    announce(t('liveAnnounceBust', { multiplier: formatMultiplier(round.result ?? 1, lang) }));
    onCue('bust');
    void reload(true);
  }, [bustKey, round.result, announce, t, lang, onCue, reload]);

  const paid = bets.filter(
    (bet: LiveBet) => bet.isMine && (bet.state === 'cashed-out' || bet.state === 'won'),
  );
  const paidKey = paid.map((bet) => bet.id).join(',');
  useEffect(() => {
    for (const bet of paid) {
      if (told.current.has(bet.id)) continue;
      told.current.add(bet.id);
      announce(
        t('liveAnnounceCashOut', {
          amount: formatAmount(bet.payout, lang),
          multiplier: formatMultiplier(bet.multiplier ?? 0, lang),
        }),
      );
      onCue('cash-out');
      void reload(true);
    }
    // paid is derived from bets: the key names the bets it holds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paidKey]);
}
