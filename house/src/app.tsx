import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { houseOpen } from '../../contract/house-page/house';
import { LIVE_ENGINES, type LiveEngine } from '../../contract/house-page/live-tables';
import { callHouse } from './api';
import { GameScreen, type Opened } from './game-screen';
import { createTranslate } from './i18n';
import type { Launch } from './launch';
import { describeProblem, type Problem } from './problems';

// the live tables (and socket.io's client) load only when a live game is opened
const LiveTableScreen = lazy(() =>
  import('./live/live-table-screen').then((module) => ({ default: module.LiveTableScreen })),
);

const isLiveEngine = (engine: string): engine is LiveEngine =>
  (LIVE_ENGINES as readonly string[]).includes(engine);

/** Opens the launch session, then shows the game, or says why it cannot. */
export function App({ launch }: { launch: Launch }) {
  const { lang, session } = launch;
  const { i18n } = useLingui();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [problem, setProblem] = useState<Problem | null>(
    session ? null : { code: 'launch_missing' },
  );

  useEffect(() => {
    if (!session) return;
    let isCurrent = true;
    void callHouse(houseOpen, session).then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) setOpened(answer.data);
      else setProblem(answer.problem);
    });
    return () => {
      isCurrent = false;
    };
  }, [session]);

  const t = createTranslate(i18n);
  if (problem)
    return (
      <main className="notice">
        <p role="alert" data-testid="house-error">
          {describeProblem(problem, t, lang)}
        </p>
      </main>
    );
  const loading = (
    <main className="notice" aria-busy="true">
      <p role="status">{t('loading')}</p>
    </main>
  );
  if (!opened || !session) return loading;
  const { engine } = opened.game;
  if (isLiveEngine(engine))
    return (
      <Suspense fallback={loading}>
        <LiveTableScreen
          lang={lang}
          session={session}
          isMobile={launch.isMobile}
          opened={opened}
          engine={engine}
        />
      </Suspense>
    );
  return <GameScreen lang={lang} session={session} isMobile={launch.isMobile} opened={opened} />;
}
