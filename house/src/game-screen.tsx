import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Call, CallRequest, CallResponse } from '../../contract/call';
import { houseOpen, type SeedsInPlay } from '../../contract/house-page/house';
import { callHouse, type Answer } from './api';
import { useIsNarrow } from './components/use-is-narrow';
import { formatAmount, type Lang } from './format';
import { DiceGame } from './games/dice-game';
import { HiLoGame } from './games/hi-lo-game';
import { LimboGame } from './games/limbo-game';
import { RouletteGame } from './games/roulette-game';
import { HouseContext, type House } from './house-context';
import { createTranslate } from './i18n';
import type { HouseSession } from './launch';
import { FairnessPanel } from './panels/fairness-panel';
import { HistoryPanel } from './panels/history-panel';
import { describeProblem } from './problems';

export type Opened = CallResponse<typeof houseOpen>;

/** The open game: header with the balance, the engine's table, fairness and history. */
export function GameScreen(props: {
  lang: Lang;
  session: HouseSession;
  isMobile: boolean;
  opened: Opened;
}) {
  const { lang, session, opened } = props;
  const { i18n } = useLingui();
  const t = useMemo(() => createTranslate(i18n), [i18n]);
  const isNarrow = useIsNarrow(props.isMobile);
  const [balance, setBalance] = useState(opened.balance);
  const [seeds, setSeeds] = useState<SeedsInPlay>(opened.seeds);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [isBusy, setBusy] = useState(false);
  // a ref as well as state: a second key press may come before the disabled button renders
  const busy = useRef(false);
  const focusedBeforeRequest = useRef<Element | null>(null);

  const request = useCallback(
    async <C extends Call>(
      call: C,
      body: Omit<CallRequest<C>, 'token' | 'game'>,
    ): Promise<Answer<C> | null> => {
      if (busy.current) return null;
      busy.current = true;
      focusedBeforeRequest.current = document.activeElement;
      setBusy(true);
      try {
        const answer = await callHouse(call, { ...session, ...body } as CallRequest<C>);
        // a refused call may still have moved money or played (e.g. wallet_unavailable after the
        // stake was taken): whatever happened, show the history and balance as they now are
        setHistoryVersion((version) => version + 1);
        if (answer.ok) {
          const data = answer.data as { balance?: unknown; seeds?: SeedsInPlay };
          if (typeof data.balance === 'number') setBalance(data.balance);
          if (data.seeds) setSeeds(data.seeds);
          return answer;
        }
        const known = Number(answer.problem.params?.balance);
        if (answer.problem.code === 'insufficient_funds' && Number.isFinite(known))
          setBalance(known);
        const reopened = await callHouse(houseOpen, session);
        if (!reopened.ok) return answer;
        setBalance(reopened.data.balance);
        setSeeds(reopened.data.seeds);
        return { ...answer, openRound: reopened.data.openRound };
      } finally {
        busy.current = false;
        setBusy(false);
      }
    },
    [session],
  );

  // a button disabled during the call loses focus; give it back so the keyboard stays in place
  useEffect(() => {
    const element = focusedBeforeRequest.current;
    if (isBusy || !(element instanceof HTMLElement)) return;
    focusedBeforeRequest.current = null;
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (isFocusLost && element.isConnected && !element.matches(':disabled')) element.focus();
  }, [isBusy]);

  useEffect(() => {
    document.title = opened.game.name;
  }, [opened.game.name]);

  const house = useMemo<House>(
    () => ({
      lang,
      t,
      session,
      limits: opened.limits,
      houseEdge: opened.houseEdge,
      isBusy,
      request,
      describe: (problem) => describeProblem(problem, t, lang),
    }),
    [lang, t, session, opened.limits, opened.houseEdge, isBusy, request],
  );

  const engine = opened.game.engine;
  return (
    <HouseContext.Provider value={house}>
      <div className={`house${isNarrow ? ' is-narrow' : ''}`}>
        <header className="house-header">
          <h1>{opened.game.name}</h1>
          <p className="balance">
            {t('balance')}:{' '}
            <strong data-testid="house-balance">{formatAmount(balance, lang)}</strong>
          </p>
        </header>
        <main className="house-main">
          {engine === 'dice' && <DiceGame />}
          {engine === 'limbo' && <LimboGame />}
          {engine === 'hi-lo' && <HiLoGame openRound={opened.openRound} />}
          {engine === 'roulette' && <RouletteGame />}
          <FairnessPanel seeds={seeds} />
          <HistoryPanel version={historyVersion} gameName={opened.game.name} />
        </main>
      </div>
    </HouseContext.Provider>
  );
}
