import { PasskeysSection } from './passkeys-section';
import { AddressBookSection } from './address-book-section';
import { EmailVerificationSection } from './email-verification-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import './security.css';

/** The account area's security tab: the email's verification, two-factor, passkeys, the signed-in
 * devices and the withdrawal addresses. */
export function SecurityPanel() {
  return (
    <div className="security">
      <EmailVerificationSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
      <AddressBookSection />
    </div>
  );
}
