import { Trans, useLingui } from '@lingui/react/macro';
import { FormError } from '../../../components/form-error';
import { downloadCsv } from '../../../lib/download-csv';
import { errorMessage } from '../../../lib/error-messages';
import { useExportPendingWithdrawals } from '../api/withdrawal-mutations';

/** Downloads the whole pending queue as CSV for the payout wallet. */
export function ExportWithdrawalsButton() {
  const { i18n } = useLingui();
  const exportQueue = useExportPendingWithdrawals();
  return (
    <div className="page-heading__actions">
      <button
        type="button"
        disabled={exportQueue.isPending}
        onClick={() =>
          exportQueue.mutate(undefined, {
            onSuccess: ({ csv }) =>
              downloadCsv(csv, `pending-withdrawals-${new Date().toISOString().slice(0, 10)}.csv`),
          })
        }
      >
        <Trans>Exportar CSV para el monedero</Trans>
      </button>
      <FormError message={exportQueue.error && errorMessage(i18n, exportQueue.error)} />
    </div>
  );
}
