import { logout as logoutCall } from '../../contract/auth';
import { queryClient } from '../app/query-client';
import { callApi } from './api-client';
import { setToken } from './session';

/** Ends the session on the server (revoking the refresh cookie) and forgets everything of the player here. */
export async function logout(): Promise<void> {
  await callApi(logoutCall, {}).catch(() => undefined);
  setToken(null);
  queryClient.clear();
}
