import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { Column } from '../../../components/data-table';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import type { PendingWithdrawal } from '../api/withdrawal-queries';
import { describeRiskSignals } from '../risk-signals';

/**
 * The queue's columns, in order. Another column (a risk signal, say) is one more entry here.
 */
export function withdrawalColumns(i18n: I18n): Column<PendingWithdrawal>[] {
  return [
    {
      id: 'requested',
      header: i18n._(msg`Solicitado`),
      cell: (row) => formatDateTime(row.createdAt, i18n.locale),
    },
    {
      id: 'player',
      header: i18n._(msg`Jugador`),
      cell: (row) => (
        <>
          {row.username} <span className="muted">#{row.playerId}</span>
        </>
      ),
    },
    {
      id: 'amount',
      header: i18n._(msg`Importe`),
      isNumeric: true,
      cell: (row) => formatMbtc(row.amount, i18n.locale),
    },
    {
      id: 'address',
      header: i18n._(msg`Dirección`),
      cell: (row) => <code className="break">{row.address}</code>,
    },
    {
      id: 'risk',
      header: i18n._(msg`Señales`),
      cell: (row) => (
        <ul className="signals">
          {describeRiskSignals(row.risk, i18n).map((signal) => (
            <li key={signal.text} className={`signal signal--${signal.level}`}>
              {signal.text}
              {signal.players?.map((player, index) => (
                <Fragment key={player.id}>
                  {index === 0 ? ' ' : ', '}
                  <Link to="/players/$playerId" params={{ playerId: String(player.id) }}>
                    {player.username}
                  </Link>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      ),
    },
  ];
}
