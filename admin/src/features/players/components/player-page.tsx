import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { DataTable, type Column } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useStaffSession } from '../../../lib/staff-session';
import { LEDGER_PAGE_SIZE, playerQueries, type PlayerDetail } from '../api/player-queries';
import { PLAYER_TAB_LABELS, PLAYER_TABS, type PlayerTab } from '../player-tabs';
import '../players.css';
import { AdjustBalanceForm } from './adjust-balance-form';
import { BlockDialog } from './block-dialog';
import { ProtectionSection } from './protection-section';
import { NotesPanel, TagsEditor } from './notes-and-tags';
import {
  adjustmentColumns,
  bonusColumns,
  ledgerColumns,
  sessionColumns,
  transactionColumns,
} from './player-columns';
import { CasinoBetsSection, SportsBetsSection } from './player-bets-sections';

/** One player: who they are, their balances, and a section at a time of their history. */
export function PlayerPage({
  player,
  tab,
  ledgerPage,
  onLedgerPage,
}: {
  player: number;
  tab: PlayerTab;
  ledgerPage: number;
  onLedgerPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(playerQueries.detail(player));
  const roles = useStaffSession()?.staff.roles ?? [];
  const [isBlocking, setIsBlocking] = useState(false);
  const [notice, setNotice] = useNotice();
  const { profile, balances } = data;
  return (
    <section className="stack">
      <p>
        <Link to="/players">
          <Trans>← Jugadores</Trans>
        </Link>
      </p>
      <div className="player-head">
        <div className="player-head__name">
          <h1>
            {profile.username} <span className="muted">#{profile.id}</span>
          </h1>
          {profile.blocked ? (
            <span className="status-tag status-tag--danger">{t`Bloqueado`}</span>
          ) : (
            <span className="status-tag status-tag--success">{t`Activo`}</span>
          )}
        </div>
        {rolesGrant(roles, 'players.block') && (
          <button
            type="button"
            className={profile.blocked ? undefined : 'danger'}
            onClick={() => setIsBlocking(true)}
          >
            {profile.blocked ? <Trans>Desbloquear</Trans> : <Trans>Bloquear</Trans>}
          </button>
        )}
      </div>
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      {profile.blocked && (
        <p>
          <Trans>
            Bloqueado el {profile.blockedAt ? formatDateTime(profile.blockedAt, i18n.locale) : ''}:{' '}
            {profile.blockedReason ?? ''}
          </Trans>
        </p>
      )}
      <div className="card">
        <h2 className="visually-hidden">
          <Trans>Saldos</Trans>
        </h2>
        <dl className="balances">
          <div>
            <dt>
              <Trans>Saldo</Trans>
            </dt>
            <dd data-testid="cash-balance">{formatMbtc(balances.cash, i18n.locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Retiros pendientes</Trans>
            </dt>
            <dd>{formatMbtc(balances.withdrawalPending, i18n.locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Deuda</Trans>
            </dt>
            <dd>{formatMbtc(balances.debt, i18n.locale)}</dd>
          </div>
        </dl>
      </div>
      <nav aria-label={t`Secciones del jugador`}>
        <ul className="player-tabs">
          {PLAYER_TABS.map((name) => (
            <li key={name}>
              <Link
                to="/players/$playerId"
                params={{ playerId: String(player) }}
                search={{ tab: name }}
              >
                {i18n._(PLAYER_TAB_LABELS[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="stack">
        <h2>{i18n._(PLAYER_TAB_LABELS[tab])}</h2>
        <PlayerSection data={data} tab={tab} ledgerPage={ledgerPage} onLedgerPage={onLedgerPage} />
      </div>
      {isBlocking && (
        <BlockDialog
          player={player}
          username={profile.username}
          blocked={profile.blocked}
          onClose={(message) => {
            setIsBlocking(false);
            if (message) setNotice(message);
          }}
        />
      )}
    </section>
  );
}

function PlayerSection({
  data,
  tab,
  ledgerPage,
  onLedgerPage,
}: {
  data: PlayerDetail;
  tab: PlayerTab;
  ledgerPage: number;
  onLedgerPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const roles = useStaffSession()?.staff.roles ?? [];
  const player = data.profile.id;
  const canAnnotate = rolesGrant(roles, 'players.annotate');
  switch (tab) {
    case 'profile':
      return <Profile profile={data.profile} />;
    case 'protection':
      return <ProtectionSection player={player} />;
    case 'ledger':
      return <LedgerSection player={player} page={ledgerPage} onPage={onLedgerPage} />;
    case 'deposits':
      return table(
        t`Depósitos, el más reciente primero`,
        transactionColumns(i18n),
        data.deposits,
        (row) => row.id,
        <Trans>Sin depósitos.</Trans>,
      );
    case 'withdrawals':
      return table(
        t`Retiros, el más reciente primero`,
        transactionColumns(i18n),
        data.withdrawals,
        (row) => row.id,
        <Trans>Sin retiros.</Trans>,
      );
    case 'casino':
      return <CasinoBetsSection player={player} />;
    case 'sports':
      return <SportsBetsSection player={player} />;
    case 'bonuses':
      return table(
        t`Bonos, el más reciente primero`,
        bonusColumns(i18n),
        data.bonuses,
        (row) => row.promoCode ?? `adjustment:${String(row.adjustmentId)}`,
        <Trans>Sin bonos.</Trans>,
      );
    case 'sessions':
      return table(
        t`Inicios de sesión, el más reciente primero`,
        sessionColumns(i18n),
        data.sessions,
        (row) => row.family,
        <Trans>Sin sesiones.</Trans>,
      );
    case 'notes':
      return (
        <div className="stack">
          <TagsEditor player={player} tags={data.profile.tags} canEdit={canAnnotate} />
          <NotesPanel player={player} notes={data.notes} canAdd={canAnnotate} />
        </div>
      );
    case 'adjustments':
      return (
        <div className="stack">
          {rolesGrant(roles, 'players.adjust') && (
            <AdjustBalanceForm
              player={player}
              username={data.profile.username}
              policy={data.adjustmentPolicy}
            />
          )}
          {table(
            t`Ajustes de saldo, el más reciente primero`,
            adjustmentColumns(i18n),
            data.adjustments,
            (row) => row.id,
            <Trans>Sin ajustes.</Trans>,
          )}
        </div>
      );
  }
}

/** One of the page's lists (the newest 50 admin/players/get answers). */
function table<Row>(
  caption: string,
  columns: Column<Row>[],
  rows: readonly Row[],
  rowKey: (row: Row) => string | number,
  empty: ReactNode,
) {
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
  );
}

function Profile({ profile }: { profile: PlayerDetail['profile'] }) {
  const { i18n, t } = useLingui();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.locale) : '—');
  const rows: [string, string][] = [
    [t`Email`, profile.email],
    [t`Nombre`, `${profile.firstName} ${profile.lastName}`.trim() || '—'],
    [t`Fecha de nacimiento`, profile.birthday ?? '—'],
    [
      t`Dirección`,
      [profile.address, profile.postalCode, profile.city].filter(Boolean).join(', ') || '—',
    ],
    [t`País`, profile.country || '—'],
    [t`Teléfono`, profile.phoneNumber || '—'],
    [t`Idioma`, profile.language || '—'],
    [t`Alta`, date(profile.createdAt)],
    [t`Cambio de contraseña`, date(profile.passwordChangedAt)],
    [t`Factor de apuesta deportiva`, String(profile.sportsStakeFactor)],
    [t`Etiquetas`, profile.tags.join(', ') || '—'],
  ];
  return (
    <dl className="profile">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every ledger entry of the player, newest first, a page at a time. */
function LedgerSection({
  player,
  page,
  onPage,
}: {
  player: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const ledger = useQuery(playerQueries.ledger(player, page));
  if (ledger.error) return <FormError message={errorMessage(i18n, ledger.error)} />;
  if (!ledger.data) return <p role="status">{t`Cargando…`}</p>;
  return (
    <>
      <DataTable
        caption={t`Movimientos del libro mayor, el más reciente primero`}
        columns={ledgerColumns(i18n)}
        rows={ledger.data.rows}
        rowKey={(row) => row.entryId}
        empty={<Trans>Sin movimientos.</Trans>}
      />
      <Pager page={page} pageSize={LEDGER_PAGE_SIZE} count={ledger.data.count} onPage={onPage} />
    </>
  );
}
