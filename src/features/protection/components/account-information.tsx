import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useExportHistory } from '../api/protection-queries';

interface AccountInformationProps {
  playerId: number;
  previousLoginAt: string | null;
  netDeposits: { lifetime: number; last12Months: number };
  heldDeposits: number;
}

/** What the account tells the player about their play, and their history as a file. */
export function AccountInformation({
  playerId,
  previousLoginAt,
  netDeposits,
  heldDeposits,
}: AccountInformationProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const download = useExportHistory(playerId);

  return (
    <section className="protection__section">
      <h2>
        <Trans>Tu actividad</Trans>
      </h2>
      <dl className="protection__facts">
        <dt>
          <Trans>Inicio de sesión anterior</Trans>
        </dt>
        <dd>
          {previousLoginAt ? (
            <time dateTime={previousLoginAt}>{formatDateTime(previousLoginAt)}</time>
          ) : (
            <Trans>Es tu primer inicio de sesión</Trans>
          )}
        </dd>
        <dt>
          <Trans>Depósitos netos (depósitos menos retiros), desde siempre</Trans>
        </dt>
        <dd>{formatMbtc(netDeposits.lifetime, locale)}</dd>
        <dt>
          <Trans>Depósitos netos, últimos 12 meses</Trans>
        </dt>
        <dd>{formatMbtc(netDeposits.last12Months, locale)}</dd>
        {heldDeposits > 0 && (
          <>
            <dt>
              <Trans>
                Depósitos retenidos por tus límites (se liberan cuando los límites lo permiten;
                puedes retirarlos cuando quieras)
              </Trans>
            </dt>
            <dd>{formatMbtc(heldDeposits, locale)}</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        className="button button--secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Trans>Descargar mi historial (CSV)</Trans>
      </button>
      {download.isError && (
        <p className="alert alert--error" role="alert">
          {failureMessage(i18n, download.error)}
        </p>
      )}
    </section>
  );
}
