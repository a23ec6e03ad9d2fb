// What the operator weighs beside each pending withdrawal (contract/wallet.ts
// `withdrawalRiskSignals`, docs/operations.md "Withdrawals"). Read for one page of the queue in
// one query; the blacklists come from the site settings.
import type { InferOutput } from 'valibot';
import { satoshisToMbtc } from '../../../contract/money';
import type { withdrawalRiskSignals } from '../../../contract/wallet';
import type { Queryable } from '../../db/database';
import type { SiteSettings } from '../settings/site-settings';

export type WithdrawalRiskSignals = InferOutput<typeof withdrawalRiskSignals>;

/** A password change this close before a request (or any time after it) is a signal. */
const RECENT_SECURITY_CHANGE_HOURS = 24;

interface RiskRow {
  id: number;
  account_created_at: Date;
  account_age_days: number;
  country: string;
  password_changed_at: Date | null;
  recent_password_change: boolean;
  last_deposit_at: Date | null;
  wagered: bigint;
  new_address: boolean;
  shared_address_players: NamedPlayer[];
  ips: string[];
  shared_ip_players: NamedPlayer[];
}

interface NamedPlayer {
  id: number;
  username: string;
}

/** The players `x` as a JSON array of {id, username}, by id (an empty array when none). */
const NAMED_PLAYERS = `coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'username', x.username)
  ORDER BY x.id), '[]'::jsonb)`;

/** The risk signals of the withdrawals `ids`, by id. */
export async function getWithdrawalRiskSignals(
  db: Queryable,
  ids: number[],
  settings: SiteSettings,
): Promise<Map<number, WithdrawalRiskSignals>> {
  if (ids.length === 0) return new Map();
  // "since the last deposit": stakes between the last deposit credited before the request (the
  // sign-up when none) and the request
  const { rows } = await db.query<RiskRow>(
    `SELECT t.id, p.created_at AS account_created_at,
            floor(extract(epoch FROM t.created_at - p.created_at) / 86400)::int AS account_age_days,
            p.country, p.password_changed_at,
            coalesce(p.password_changed_at > t.created_at - make_interval(hours => $2), false)
              AS recent_password_change,
            dep.last_deposit_at,
            (coalesce((SELECT sum(b.bet) FROM bets b
                        WHERE b.player_id = t.player_id AND b.created_at >= since.at
                          AND b.created_at <= t.created_at), 0)
             + coalesce((SELECT sum(s.stake) FROM sports_bets s
                          WHERE s.player_id = t.player_id AND s.placed_at >= since.at
                            AND s.placed_at <= t.created_at), 0))::bigint AS wagered,
            NOT EXISTS (SELECT 1 FROM financial_transactions o
                         WHERE o.player_id = t.player_id AND o.type = 'withdrawal'
                           AND o.address = t.address AND o.id < t.id) AS new_address,
            (SELECT ${NAMED_PLAYERS} FROM players x WHERE x.id IN (
                    SELECT o.player_id FROM financial_transactions o
                     WHERE o.type = 'withdrawal' AND o.address = t.address AND o.player_id <> t.player_id
                    UNION
                    SELECT w.player_id FROM wallet_addresses w
                     WHERE w.address = t.address AND w.player_id <> t.player_id))
              AS shared_address_players,
            ARRAY(SELECT DISTINCT s.ip FROM sessions s
                   WHERE s.player_id = t.player_id AND s.ip IS NOT NULL ORDER BY 1) AS ips,
            (SELECT ${NAMED_PLAYERS} FROM players x WHERE x.id IN (
                    SELECT o.player_id FROM sessions o
                     WHERE o.player_id <> t.player_id AND o.ip IN (
                       SELECT s.ip FROM sessions s WHERE s.player_id = t.player_id AND s.ip IS NOT NULL)))
              AS shared_ip_players
       FROM financial_transactions t JOIN players p ON p.id = t.player_id
       LEFT JOIN LATERAL (
         SELECT max(d.created_at) AS last_deposit_at FROM financial_transactions d
          WHERE d.player_id = t.player_id AND d.type = 'deposit' AND d.status = 'complete'
            AND d.created_at <= t.created_at) dep ON true
       CROSS JOIN LATERAL (SELECT coalesce(dep.last_deposit_at, p.created_at) AS at) since
      WHERE t.id = ANY($1::int[])`,
    [ids, RECENT_SECURITY_CHANGE_HOURS],
  );
  const blacklistedIps = new Set(settings.ipBlackList);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        accountCreatedAt: row.account_created_at.toISOString(),
        accountAgeDays: row.account_age_days,
        lastDepositAt: row.last_deposit_at?.toISOString() ?? null,
        wageredSinceLastDeposit: satoshisToMbtc(row.wagered),
        newAddress: row.new_address,
        passwordChangedAt: row.password_changed_at?.toISOString() ?? null,
        recentPasswordChange: row.recent_password_change,
        blacklistedCountry: settings.countryBlackList.includes(row.country.toUpperCase()),
        blacklistedIps: row.ips.filter((ip) => blacklistedIps.has(ip)),
        sharedAddressPlayers: row.shared_address_players,
        sharedIpPlayers: row.shared_ip_players,
      },
    ]),
  );
}
