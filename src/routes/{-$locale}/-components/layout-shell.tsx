import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NotFoundPage } from '../../../components/not-found-page';
import { UpdatePrompt } from '../../../components/update-prompt';
import { useLiveUpdates } from '../../../app/live-updates';
import { DefaultLayout } from '../../../features/layout/components/default-layout';
import { SessionClock } from '../../../features/protection/components/session-clock';
import { SessionWatch } from '../../../features/protection/components/session-watch';
import { openRegisteredModal, preloadRegisteredModals } from '../../../lib/modal-registry';
import { reloadPlayerOnSignIn, usePlayer } from '../../../lib/player-queries';
import { ui } from '../../../stores/ui-store';

/**
 * The app's shell around a page: the default layout with the player's live updates, queued
 * withdrawals, session watch and update prompt. `children` stands in for the route's page (a page
 * not found is drawn inside the shell this way).
 */
export function LayoutShell({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const isLoginRequested = ui.useStore((state) => state.isLoginRequested);
  const playerId = usePlayer()?.id;
  useLiveUpdates(playerId);

  useEffect(() => {
    // withdrawals queued offline are sent when the device can reach the server
    if (playerId === undefined) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    // the queue's own chunk too: logout imports it, perhaps offline, and finds it loaded
    void Promise.all([
      import('../../../lib/withdrawal-queue'),
      import('../../../features/account/api/queued-withdrawal-answers'),
    ]).then(([, answers]) => {
      if (isCurrent) stop = answers.runWithdrawalQueue(queryClient, playerId);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [playerId, queryClient]);

  // logging in (the session store's token appears) loads the player and the balance
  useEffect(() => reloadPlayerOnSignIn(queryClient), [queryClient]);

  useEffect(() => {
    // a signed-in player will open the account modals: fetch their code while the browser is idle
    if (playerId !== undefined) preloadRegisteredModals();
  }, [playerId]);

  useEffect(() => {
    // a login request (sidebar, profile menu, guards) opens the login modal once the layout is here
    if (!isLoginRequested) return;
    ui.set({ isLoginRequested: false });
    openRegisteredModal('login');
  }, [isLoginRequested]);

  return (
    <>
      <DefaultLayout accountExtra={playerId !== undefined && <SessionClock playerId={playerId} />}>
        {children}
      </DefaultLayout>
      {/* the reality check and the session time limit, once for the whole app */}
      {playerId !== undefined && <SessionWatch playerId={playerId} />}
      <UpdatePrompt
        onReload={() => void import('../../../app/service-worker').then((sw) => sw.applyUpdate())}
      />
    </>
  );
}

/** A page not found, inside the app's shell (the server answers such an address with 404). */
export function NotFoundInShell() {
  return (
    <LayoutShell>
      <NotFoundPage />
    </LayoutShell>
  );
}
