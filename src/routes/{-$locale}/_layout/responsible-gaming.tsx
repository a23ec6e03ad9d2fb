import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ProtectionTools } from '../../../features/protection/components/protection-tools';
import {
  HelpOrganisations,
  ProtectionToolsExplained,
  ResponsibleGamingAdvice,
} from '../../../features/protection/components/responsible-gaming-info';
import { usePlayer } from '../../../lib/player-queries';
import { requestLogin } from '../../../stores/ui-store';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** Responsible gaming (issue 16): advice and help for everyone, the player's own tools once signed in. */
export const Route = createFileRoute('/{-$locale}/_layout/responsible-gaming')({
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ResponsibleGamingPage,
});

function ResponsibleGamingPage() {
  const player = usePlayer();
  // a break signs the player out: the page says so where they are
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="content-page protection">
      <h1>
        <Trans>Juego responsable</Trans>
      </h1>
      {notice && (
        <p className="alert alert--success" role="status" data-testid="break-notice">
          {notice}
        </p>
      )}
      <ResponsibleGamingAdvice />
      {player ? (
        <ProtectionTools playerId={player.id} onSignedOut={setNotice} />
      ) : (
        <>
          <ProtectionToolsExplained />
          <p>
            <Trans>Inicia sesión para fijar tus límites y usar estas herramientas.</Trans>{' '}
            <button type="button" className="button button--primary" onClick={() => requestLogin()}>
              <Trans>Iniciar sesión</Trans>
            </button>
          </p>
        </>
      )}
      <HelpOrganisations />
    </section>
  );
}
