import { staffEnrolTotp, staffLogin } from '../../../../../contract/operator/staff';
import type { CallRequest } from '../../../../../contract/call';
import { callStaffApi } from '../../../lib/api-client';
import { setStaffSession, type StaffMember } from '../../../lib/staff-session';

function keep({ accessToken, staff }: { accessToken: string; staff: StaffMember }): void {
  setStaffSession({ token: accessToken, staff });
}

/** Signs in; answers the enrolment to show when the staff member has no TOTP yet. */
export async function signIn(request: CallRequest<typeof staffLogin>) {
  const answer = await callStaffApi(staffLogin, request);
  if (answer.result === 'signed_in') {
    keep(answer);
    return null;
  }
  return answer;
}

export async function enrolTotp(request: CallRequest<typeof staffEnrolTotp>): Promise<void> {
  keep(await callStaffApi(staffEnrolTotp, request));
}
