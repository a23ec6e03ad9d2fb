import { isFailure } from './api-client';

/**
 * Runs an action that may need a fresh TOTP code (a `stepUp` call, contract/call.ts): when the
 * server answers `fresh_totp_required`, asks the staff member to confirm a code (which verifies
 * it) and runs the action once more; a cancelled confirmation leaves the refusal as it was.
 */
export async function runWithStepUp<T>(
  action: () => Promise<T>,
  confirmCode: () => Promise<boolean>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isFailure(error, 'fresh_totp_required')) throw error;
    if (!(await confirmCode())) throw error;
    return action();
  }
}
