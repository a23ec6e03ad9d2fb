import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Column } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import type { AuditEntry } from '../api/audit-queries';
import { auditActionWords, auditTargetWords } from '../audit-words';

/**
 * An entry as a row: when, who (the member, or the username a failed sign-in tried), what in
 * words, the player linked to their page for members who may read players, what was acted on,
 * why, from where, and before and after on demand.
 */
export function auditColumns(i18n: I18n, canReadPlayers: boolean): Column<AuditEntry>[] {
  return [
    {
      id: 'time',
      header: i18n._(msg`Fecha`),
      cell: (entry) => (
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.locale)}</time>
      ),
    },
    {
      id: 'member',
      header: i18n._(msg`Personal`),
      cell: (entry) => entry.staffUsername ?? entry.attemptedUsername ?? '',
    },
    {
      id: 'action',
      header: i18n._(msg`Acción`),
      cell: (entry) => auditActionWords(i18n, entry.action),
    },
    {
      id: 'player',
      header: i18n._(msg`Jugador`),
      cell: (entry) =>
        entry.playerId === null ? (
          ''
        ) : canReadPlayers ? (
          <Link to="/players/$playerId" params={{ playerId: String(entry.playerId) }}>
            {entry.playerUsername}
          </Link>
        ) : (
          entry.playerUsername
        ),
    },
    {
      id: 'target',
      header: i18n._(msg`Objeto`),
      cell: (entry) => <Target entry={entry} i18n={i18n} />,
    },
    { id: 'reason', header: i18n._(msg`Motivo`), cell: (entry) => entry.reason ?? '' },
    { id: 'ip', header: 'IP', cell: (entry) => entry.ip ?? '' },
    {
      id: 'change',
      header: i18n._(msg`Antes y después`),
      cell: (entry) => <Change entry={entry} />,
    },
  ];
}

function Target({ entry, i18n }: { entry: AuditEntry; i18n: I18n }) {
  const target = entry.target && auditTargetWords(i18n, entry.target);
  if (entry.attemptedUsername === null) return target ?? '';
  return (
    <>
      <Trans>Usuario probado: {entry.attemptedUsername}</Trans>
      {target && <div className="muted">{target}</div>}
    </>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return null;
  return (
    <details>
      <summary>
        <Trans>Ver</Trans>
      </summary>
      <div className="change">
        <div>
          <strong>
            <Trans>Antes</Trans>
          </strong>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <strong>
            <Trans>Después</Trans>
          </strong>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}
