import { queryClient } from '../app/query-client';
import { persister } from '../app/query-persistence';
import { callApi } from './api-client';
import { setToken } from './session';

/** Ends the session on the server (revoking the refresh cookie) and forgets everything of the player here. */
export async function logout(): Promise<void> {
  // while the token still works: this device must not notify the next player of this one's money
  await import('./push').then((push) => push.unsubscribeFromPush()).catch(() => undefined);
  await callApi(() => import('../../contract/auth').then((module) => module.logout), {}).catch(
    () => undefined,
  );
  await forgetPlayer();
}

/**
 * Nothing of one player is left for the next: the token, the query cache in memory and in
 * IndexedDB, and the queued withdrawals.
 */
export async function forgetPlayer(): Promise<void> {
  setToken(null);
  queryClient.clear();
  await Promise.all([
    persister.removeClient(),
    // loaded here rather than with the app: most visits never log out
    import('./withdrawal-queue')
      .then((queue) => queue.withdrawalQueue.clear())
      .catch((error: unknown) => console.error('withdrawal queue not cleared', error)),
  ]);
}
