import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactModal } from '../../../features/account/components/contact-modal';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

export const Route = createFileRoute('/{-$locale}/_layout/contact-us')({
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ContactPage,
});

function ContactPage() {
  return (
    <section className="content-page">
      <h1>
        <Trans>Contacto</Trans>
      </h1>
      <p>
        <Trans>Escríbenos cuando quieras: te respondemos en 1-2 días laborables.</Trans>
      </p>
      <ContactModal />
    </section>
  );
}
