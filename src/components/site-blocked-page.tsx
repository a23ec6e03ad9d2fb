import { Trans } from '@lingui/react/macro';

/** A blacklisted IP sees only this. */
export function SiteBlockedPage() {
  return (
    <section className="error-page">
      <h1>
        <Trans id="disable_site_access">No puedes acceder al sitio.</Trans>
      </h1>
    </section>
  );
}
