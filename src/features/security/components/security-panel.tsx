import { EmailVerificationSection } from './email-verification-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import './security.css';

/** The account area's security tab: the email's verification, two-factor and the signed-in devices. */
export function SecurityPanel() {
  return (
    <div className="security">
      <EmailVerificationSection />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
