// The player's own last rounds at this table (live/my_rounds), asked again after each round.
import { useEffect, useId, useState } from 'react';
import { liveMyRounds, type LiveBet, type LiveRound } from '../../../contract/live-tables';
import { callHouse } from '../api';
import { Refusal } from '../components/refusal';
import { formatMbtcNumber, formatMultiplier } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import type { Problem } from '../problems';
import { liveVerifierPath } from './verifier-link';

const STATES: Record<LiveBet['state'], MessageKey> = {
  open: 'liveStateOpen',
  'cashed-out': 'liveStateWon',
  won: 'liveStateWon',
  lost: 'liveStateLost',
  void: 'liveStateVoid',
};

type MyRound = { round: LiveRound; bets: LiveBet[] };

export function MyRounds({
  version,
  salt,
  formatResult,
}: {
  /** moves when a round ended: the list is asked again */
  version: string;
  /** the table's salt, for the verifier's links */
  salt?: string;
  formatResult: (round: LiveRound) => string;
}) {
  const { t, lang, session } = useHouse();
  const id = useId();
  const [rounds, setRounds] = useState<MyRound[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void callHouse(liveMyRounds, session).then((answer) => {
      if (!isCurrent) return;
      setProblem(answer.ok ? null : answer.problem);
      if (answer.ok) setRounds(answer.data.rounds);
    });
    return () => {
      isCurrent = false;
    };
  }, [version, session]);

  const rows = (rounds ?? []).flatMap(({ round, bets }) => bets.map((bet) => ({ round, bet })));
  return (
    <section className="panel history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('liveMyRounds')}</h2>
      <Refusal problem={problem} />
      {rounds && rows.length === 0 && <p className="hint">{t('liveMyRoundsEmpty')}</p>}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table data-testid="live-my-rounds">
            <thead>
              <tr>
                <th scope="col">{t('liveRound')}</th>
                <th scope="col">{t('liveResult')}</th>
                <th scope="col" className="number">
                  {t('liveBetsStake')}
                </th>
                <th scope="col" className="number">
                  {t('liveBetsMultiplier')}
                </th>
                <th scope="col" className="number">
                  {t('liveBetsWin')}
                </th>
                <th scope="col">{t('historyVerify')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ round, bet }) => (
                <tr key={bet.id} data-testid="live-my-round-row">
                  <td data-label={t('liveRound')}>{round.index}</td>
                  <td data-label={t('liveResult')}>{formatResult(round)}</td>
                  <td className="number" data-label={t('liveBetsStake')}>
                    {formatMbtcNumber(bet.stake, lang)}
                  </td>
                  <td className="number" data-label={t('liveBetsMultiplier')}>
                    {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier, lang)}
                  </td>
                  <td
                    data-label={t('liveBetsWin')}
                    className={`number${bet.payout > 0 && bet.state !== 'void' ? ' is-win' : bet.state === 'lost' ? ' is-loss' : ''}`}
                  >
                    {bet.state === 'open' || bet.state === 'void'
                      ? t(STATES[bet.state])
                      : formatMbtcNumber(bet.payout, lang)}
                  </td>
                  <td>
                    {round.hash ? (
                      <a href={liveVerifierPath(lang, round, salt)} target="_top">
                        {t('liveVerifyLink')}
                      </a>
                    ) : (
                      <span className="hint">{t(STATES.open)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
