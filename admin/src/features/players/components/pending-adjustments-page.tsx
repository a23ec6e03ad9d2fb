import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { useWithFreshCode } from '../../../components/step-up';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { useStaffSession } from '../../../lib/staff-session';
import { ADJUSTMENTS_PAGE_SIZE, playerQueries } from '../api/player-queries';
import { canDecide } from '../player-forms';
import '../players.css';
import { DecideAdjustmentDialog } from './decide-adjustment-dialog';
import { adjustmentColumns, type Adjustment } from './player-columns';

type Decision = { decision: 'approve' | 'reject'; adjustment: Adjustment };

/**
 * Adjustments above the threshold waiting for a decision, oldest first. A different staff member
 * approves or rejects each; the requester sees theirs without the buttons.
 */
export function PendingAdjustmentsPage({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const withFreshCode = useWithFreshCode();
  const pending = useQuery(playerQueries.pendingAdjustments(page, withFreshCode));
  const staffId = useStaffSession()?.staff.id ?? 0;
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useNotice();

  const columns: Column<Adjustment>[] = [
    {
      id: 'player',
      header: t`Jugador`,
      cell: (row) => (
        <Link to="/players/$playerId" params={{ playerId: String(row.playerId) }}>
          {row.username}
        </Link>
      ),
    },
    ...adjustmentColumns(i18n).filter((column) => column.id !== 'status'),
    {
      id: 'actions',
      header: t`Acciones`,
      cell: (row) =>
        canDecide(row, staffId) ? (
          <div className="row-actions">
            <button
              type="button"
              className="primary"
              onClick={() => setDecision({ decision: 'approve', adjustment: row })}
            >
              <Trans>Aprobar</Trans>
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => setDecision({ decision: 'reject', adjustment: row })}
            >
              <Trans>Rechazar</Trans>
            </button>
          </div>
        ) : (
          <span className="muted">{messageOfCode(i18n, 'own_adjustment')}</span>
        ),
    },
  ];

  return (
    <section className="stack">
      <h1>
        <Trans>Ajustes pendientes de aprobación</Trans>
      </h1>
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <FormError message={pending.error && errorMessage(i18n, pending.error)} />
      {pending.error && (
        <div className="actions">
          <button type="button" onClick={() => void pending.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      )}
      {!pending.data && !pending.error && (
        <p role="status">
          <Trans>Cargando…</Trans>
        </p>
      )}
      {pending.data && (
        <>
          <DataTable
            caption={t`Ajustes pendientes, el más antiguo primero`}
            columns={columns}
            rows={pending.data.rows}
            rowKey={(row) => row.id}
            empty={<Trans>No hay ajustes pendientes.</Trans>}
          />
          <Pager
            page={page}
            pageSize={ADJUSTMENTS_PAGE_SIZE}
            count={pending.data.count}
            onPage={onPage}
          />
        </>
      )}
      {decision && (
        <DecideAdjustmentDialog
          adjustment={decision.adjustment}
          decision={decision.decision}
          onClose={(message) => {
            setDecision(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </section>
  );
}
