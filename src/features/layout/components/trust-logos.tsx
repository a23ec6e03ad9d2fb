import { useLingui } from '@lingui/react/macro';
import './trust-logos.css';

export function TrustLogos() {
  const { t } = useLingui();
  return (
    <ul className="trust-logos sidebar__label" aria-label={t`Garantías`}>
      <li className="badge">18+</li>
      <li className="badge">{t`Provably fair`}</li>
      <li className="badge">SSL</li>
      <li className="badge">BTC</li>
    </ul>
  );
}
