// Each jurisdiction's values of the protection rules, in one table (docs/player-protection.md,
// Profiles, gives the same table with its sources). JURISDICTION picks the row.
import type { Jurisdiction } from '../../../contract/protection';

export interface ProtectionProfile {
  /** How long an increase or removal of a limit waits before the player may confirm it. */
  increaseCoolingOffHours: number;
  /** An increase also waits for the end of the limit's current period (Sweden). */
  isIncreaseAfterPeriodEnd: boolean;
  /** No deposit before the player has set a deposit limit. */
  limitsRequiredBeforeDeposit: boolean;
  /** The app shows the session's elapsed time at all times. */
  showSessionTime: boolean;
  /** The player may reverse a pending withdrawal (the reversal badge). */
  allowWithdrawalCancel: boolean;
  /** An indefinite self-exclusion may be lifted on the player's reasoned request after this many days' review; null: never. */
  indefiniteExclusionReviewDays: number | null;
}

export const PROTECTION_PROFILES: Record<Jurisdiction, ProtectionProfile> = {
  default: {
    increaseCoolingOffHours: 24,
    isIncreaseAfterPeriodEnd: false,
    limitsRequiredBeforeDeposit: false,
    showSessionTime: false,
    allowWithdrawalCancel: true,
    indefiniteExclusionReviewDays: null,
  },
  uk: {
    increaseCoolingOffHours: 24,
    isIncreaseAfterPeriodEnd: false,
    limitsRequiredBeforeDeposit: false,
    showSessionTime: true,
    allowWithdrawalCancel: false,
    indefiniteExclusionReviewDays: null,
  },
  mt: {
    increaseCoolingOffHours: 24,
    isIncreaseAfterPeriodEnd: false,
    limitsRequiredBeforeDeposit: false,
    showSessionTime: true,
    allowWithdrawalCancel: true,
    indefiniteExclusionReviewDays: 7,
  },
  se: {
    increaseCoolingOffHours: 72,
    isIncreaseAfterPeriodEnd: true,
    limitsRequiredBeforeDeposit: true,
    showSessionTime: true,
    allowWithdrawalCancel: true,
    indefiniteExclusionReviewDays: null,
  },
  on: {
    increaseCoolingOffHours: 24,
    isIncreaseAfterPeriodEnd: false,
    limitsRequiredBeforeDeposit: false,
    showSessionTime: true,
    allowWithdrawalCancel: true,
    indefiniteExclusionReviewDays: null,
  },
};

/** Whether a player may reverse a pending withdrawal: the operator allows it and the profile does. */
export const isWithdrawalCancelAllowed = (config: {
  ALLOW_WITHDRAWAL_CANCEL: boolean;
  JURISDICTION: Jurisdiction;
}) =>
  config.ALLOW_WITHDRAWAL_CANCEL && PROTECTION_PROFILES[config.JURISDICTION].allowWithdrawalCancel;
