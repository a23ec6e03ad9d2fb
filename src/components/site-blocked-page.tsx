import { useLingui } from '@lingui/react';
import { errorMessage } from '../lib/error-messages';

/** A blacklisted IP sees only this. */
export function SiteBlockedPage() {
  const { i18n } = useLingui();
  return (
    <section className="error-page">
      <h1>{errorMessage(i18n, 'disable_site_access')}</h1>
    </section>
  );
}
