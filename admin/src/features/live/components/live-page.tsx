import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { useStaffSession } from '../../../lib/staff-session';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import {
  LIVE_PAGE_SIZE,
  LIVE_TABLES,
  liveQueries,
  type LiveRound,
  type LiveTable,
} from '../api/live-queries';
import { formatRoundResult } from '../round-result';
import { ChatMuteForm } from './chat-mute-form';
import { RoundBetsDialog } from './round-bets-dialog';

const TABLE_NAMES = { crash: msg`Crash`, 'live-roulette': msg`Ruleta en vivo` } as const;

export const PHASES = {
  betting: msg`Apuestas abiertas`,
  running: msg`En juego`,
  ended: msg`Terminada`,
  settled: msg`Liquidada`,
} as const;

/**
 * A live table's rounds, newest first, 50 a page; a round's bets on demand. Moderators also mute
 * a player in the tables' chat.
 */
export function LivePage({
  table,
  page,
  onSearch,
}: {
  table: LiveTable;
  page: number;
  onSearch: (search: { table: LiveTable; page: number }) => void;
}) {
  const { i18n, t } = useLingui();
  const rounds = useQuery(liveQueries.rounds(table, page));
  const [open, setOpen] = useState<LiveRound | null>(null);
  const canModerate = rolesGrant(useStaffSession()?.staff.roles ?? [], 'live.moderate');
  const locale = i18n.locale;
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  return (
    <section className="stack">
      <h1>
        <Trans>Mesas en vivo</Trans>
      </h1>
      {canModerate && <ChatMuteForm />}
      <form className="filters" aria-label={t`Filtros`} onSubmit={(e) => e.preventDefault()}>
        <Field label={<Trans>Mesa</Trans>}>
          {(id) => (
            <select
              id={id}
              value={table}
              onChange={(event) =>
                onSearch({ table: event.currentTarget.value as LiveTable, page: 1 })
              }
            >
              {LIVE_TABLES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(TABLE_NAMES[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <FormError message={rounds.error && errorMessage(i18n, rounds.error)} />
      {rounds.data && (
        <>
          <DataTable<LiveRound>
            caption={t`Rondas de ${i18n._(TABLE_NAMES[table])}, la más reciente primero`}
            rows={rounds.data.rows}
            rowKey={(round) => round.id}
            empty={<Trans>Esta mesa aún no tiene rondas.</Trans>}
            columns={[
              { id: 'opened', header: t`Abierta`, cell: (round) => time(round.openedAt) },
              { id: 'started', header: t`Empezó`, cell: (round) => time(round.startedAt) },
              { id: 'ended', header: t`Terminó`, cell: (round) => time(round.endedAt) },
              {
                id: 'phase',
                header: t`Fase`,
                cell: (round) => (
                  <>
                    {i18n._(PHASES[round.phase])}
                    {round.interrupted && (
                      <span className="muted">
                        {' '}
                        <Trans>(interrumpida)</Trans>
                      </span>
                    )}
                  </>
                ),
              },
              {
                id: 'result',
                header: t`Resultado`,
                isNumeric: true,
                cell: (round) => formatRoundResult(round.engine, round.result, locale) ?? '—',
              },
              {
                id: 'staked',
                header: t`Apostado`,
                isNumeric: true,
                cell: (round) => formatMbtc(round.staked, locale),
              },
              {
                id: 'paid',
                header: t`Pagado`,
                isNumeric: true,
                cell: (round) => formatMbtc(round.paid, locale),
              },
              {
                id: 'bets',
                header: t`Apuestas`,
                isNumeric: true,
                cell: (round) => (
                  <button
                    type="button"
                    aria-label={t`Ver las ${round.bets} apuestas de la ronda ${round.id}`}
                    onClick={() => setOpen(round)}
                  >
                    {round.bets}
                  </button>
                ),
              },
            ]}
          />
          <Pager
            page={page}
            pageSize={LIVE_PAGE_SIZE}
            count={rounds.data.count}
            onPage={(next) => onSearch({ table, page: next })}
          />
        </>
      )}
      {open && <RoundBetsDialog round={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
