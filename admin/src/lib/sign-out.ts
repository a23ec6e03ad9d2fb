import { staffLogout } from '../../../contract/operator/staff';
import { callStaffApi } from './api-client';
import { getStaffSession, setStaffSession } from './staff-session';

/** Ends the session on the server (if it still can) and in this tab. */
export async function signOut(): Promise<void> {
  if (getStaffSession()) await callStaffApi(staffLogout, {}).catch(() => undefined);
  setStaffSession(null);
}
