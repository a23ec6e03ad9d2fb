import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/_layout/restriction')({
  component: RestrictionPage,
});

function RestrictionPage() {
  return (
    <section className="error-page">
      <h1>
        <Trans>Acceso restringido</Trans>
      </h1>
      <p>
        <Trans>Lo sentimos: nuestros servicios no están disponibles en tu país.</Trans>
      </p>
    </section>
  );
}
