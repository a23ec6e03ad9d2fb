import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import './security.css';

/** The account area's security tab: two-factor, passkeys and the signed-in devices. */
export function SecurityPanel() {
  return (
    <div className="security">
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
