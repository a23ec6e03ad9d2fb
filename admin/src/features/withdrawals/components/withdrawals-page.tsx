import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice, type Notice } from '../../../lib/notice';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { DataTable, type Column } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { useStaffSession } from '../../../lib/staff-session';
import {
  withdrawalQueries,
  WITHDRAWALS_PAGE_SIZE,
  type PendingWithdrawal,
} from '../api/withdrawal-queries';
import { CompleteWithdrawalDialog } from './complete-withdrawal-dialog';
import { ExportWithdrawalsButton } from './export-withdrawals-button';
import { RejectWithdrawalDialog } from './reject-withdrawal-dialog';
import { withdrawalColumns } from './withdrawal-columns';

type Decision = { kind: 'pay' | 'reject'; withdrawal: PendingWithdrawal };

/** The pending queue, oldest first; payments staff pay or refuse each. */
export function WithdrawalsPage({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(withdrawalQueries.pending(page));
  const canPay = rolesGrant(useStaffSession()?.staff.roles ?? [], 'withdrawals.pay');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useNotice();

  const actions: Column<PendingWithdrawal> = {
    id: 'actions',
    header: t`Acciones`,
    cell: (row) => (
      <div className="row-actions">
        <button
          type="button"
          className="primary"
          onClick={() => setDecision({ kind: 'pay', withdrawal: row })}
        >
          <Trans>Pagar</Trans>
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => setDecision({ kind: 'reject', withdrawal: row })}
        >
          <Trans>Rechazar</Trans>
        </button>
      </div>
    ),
  };
  const columns = [...withdrawalColumns(i18n), ...(canPay ? [actions] : [])];
  const close = (message: Notice | null) => {
    setDecision(null);
    setNotice(message);
  };

  return (
    <section className="stack">
      <div className="page-heading">
        <h1>
          <Trans>Retiros pendientes</Trans>
        </h1>
        {canPay && data.count > 0 && <ExportWithdrawalsButton />}
      </div>
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <DataTable
        caption={t`Retiros pendientes, el más antiguo primero`}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        empty={<Trans>No hay retiros pendientes.</Trans>}
      />
      <Pager page={page} pageSize={WITHDRAWALS_PAGE_SIZE} count={data.count} onPage={onPage} />
      {decision?.kind === 'pay' && (
        <CompleteWithdrawalDialog withdrawal={decision.withdrawal} onClose={close} />
      )}
      {decision?.kind === 'reject' && (
        <RejectWithdrawalDialog withdrawal={decision.withdrawal} onClose={close} />
      )}
    </section>
  );
}
