import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactModal } from '../../../features/account/components/contact-modal';

export const Route = createFileRoute('/{-$locale}/_layout/contact-us')({
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
