// A live table (Crash, Live Roulette): one shared round for everyone, kept current by the room's
// events over the site's socket; the player bets and cashes out through house calls.
import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import type { Call, CallRequest } from '../../../contract/call';
import type { LiveEngine } from '../../../contract/house-page/live-tables';
import { callHouse } from '../api';
import { useIsNarrow } from '../components/use-is-narrow';
import { formatAmount, type Lang } from '../format';
import type { Opened } from '../game-screen';
import { HouseContext, type House } from '../house-context';
import { createTranslate } from '../i18n';
import type { HouseSession } from '../launch';
import { describeProblem } from '../problems';
import { Announcer } from './announcer';
import { CrashTable } from './crash/crash-table';
import { LiveRouletteTable } from './roulette/live-roulette-table';
import { useSound } from './sound';
import { TableChatSlot } from './table-chat-slot';
import { useLiveTable } from './use-live-table';

export function LiveTableScreen(props: {
  lang: Lang;
  session: HouseSession;
  isMobile: boolean;
  opened: Opened;
  engine: LiveEngine;
}) {
  const { lang, session, opened, engine } = props;
  const { i18n } = useLingui();
  const t = useMemo(() => createTranslate(i18n), [i18n]);
  const isNarrow = useIsNarrow(props.isMobile);
  const live = useLiveTable(session, opened.balance);
  const sound = useSound();
  const limits = live.state?.table.limits;

  useEffect(() => {
    document.title = opened.game.name;
  }, [opened.game.name]);

  // the stake field and refusals of the other games read this; live calls are not queued one at
  // a time (a cash-out must never wait behind a bet), so nothing is ever "busy" here
  const house = useMemo<House>(
    () => ({
      lang,
      t,
      session,
      limits: limits
        ? { minStake: limits.minStake, maxStake: limits.maxStake, maxPayout: limits.maxWin }
        : opened.limits,
      houseEdge: live.state?.table.fairness.houseEdge ?? opened.houseEdge,
      isBusy: false,
      request: <C extends Call>(call: C, body: Omit<CallRequest<C>, 'token' | 'game'>) =>
        callHouse(call, { ...session, ...body } as CallRequest<C>),
      describe: (problem) => describeProblem(problem, t, lang),
    }),
    [
      lang,
      t,
      session,
      limits,
      opened.limits,
      opened.houseEdge,
      live.state?.table.fairness.houseEdge,
    ],
  );

  const chat = (
    <TableChatSlot socket={live.socket} session={session} lang={lang} isNarrow={isNarrow} />
  );
  return (
    <HouseContext.Provider value={house}>
      <Announcer>
        <div className={`house live${isNarrow ? ' is-narrow' : ''}`}>
          <header className="house-header">
            <h1>{opened.game.name}</h1>
            <div className="live-header-tools">
              <p className="balance">
                {t('balance')}:{' '}
                <strong data-testid="house-balance">{formatAmount(live.balance, lang)}</strong>
              </p>
              <button
                type="button"
                className="button-small sound-switch"
                role="switch"
                aria-checked={sound.isOn}
                onClick={sound.toggle}
              >
                {t('liveSound')}
              </button>
            </div>
          </header>
          {!live.isConnected && (
            <p className="live-banner" role="status">
              {t('liveConnectionLost')}
            </p>
          )}
          {live.problem && !live.state && (
            <p role="alert" className="refusal" data-testid="house-error">
              {describeProblem(live.problem, t, lang)}
            </p>
          )}
          {!live.state && !live.problem && (
            <p role="status" className="hint">
              {t('liveConnecting')}
            </p>
          )}
          <main className="live-main">
            {live.state && engine === 'crash' && (
              <CrashTable live={live} state={live.state} onCue={sound.play} chat={chat} />
            )}
            {live.state && engine === 'live-roulette' && (
              <LiveRouletteTable live={live} state={live.state} chat={chat} />
            )}
          </main>
        </div>
      </Announcer>
    </HouseContext.Provider>
  );
}
