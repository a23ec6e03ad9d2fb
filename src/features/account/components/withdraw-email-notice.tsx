import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { emailVerificationQuery } from '../../../lib/email-verification-queries';
import { errorMessage } from '../../../lib/error-messages';
import { usePlayer } from '../../../lib/player-queries';

/** Says before the player tries that a withdrawal waits for the email's verification. */
export function WithdrawEmailNotice() {
  const { i18n } = useLingui();
  const player = usePlayer();
  // asked again on every opening: a copy restored from the saved cache may predate the link
  const status = useQuery({
    ...emailVerificationQuery(),
    enabled: player !== null,
    refetchOnMount: 'always',
  }).data;
  if (!status || status.verified || !status.requiredForWithdrawal) return null;
  return (
    <p className="alert wallet__notice" data-testid="withdraw-email-unverified">
      {errorMessage(i18n, 'email_not_verified')}
    </p>
  );
}
