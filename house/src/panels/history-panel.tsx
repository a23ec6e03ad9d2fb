import { useEffect, useId, useState } from 'react';
import {
  houseHistory,
  verifierPath,
  type HouseEngine,
  type HouseRound,
} from '../../../contract/house';
import { callHouse } from '../api';
import { Refusal } from '../components/refusal';
import { formatMbtcNumber, formatMultiplier, formatTime } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import type { Problem } from '../problems';

const ENGINE_NAMES: Record<HouseEngine, MessageKey> = {
  dice: 'engineDice',
  limbo: 'engineLimbo',
  'hi-lo': 'engineHiLo',
  roulette: 'engineRoulette',
};

/** The player's latest house rounds, asked again whenever `version` moves (after every round). */
export function HistoryPanel({ version, gameName }: { version: number; gameName: string }) {
  const { t, lang, session } = useHouse();
  const id = useId();
  const [rounds, setRounds] = useState<HouseRound[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void callHouse(houseHistory, session).then((answer) => {
      if (!isCurrent) return;
      setProblem(answer.ok ? null : answer.problem);
      if (answer.ok) setRounds(answer.data.rounds);
    });
    return () => {
      isCurrent = false;
    };
  }, [version, session]);

  return (
    <section className="panel history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('historyTitle')}</h2>
      <Refusal problem={problem} />
      {rounds?.length === 0 && <p className="hint">{t('historyEmpty')}</p>}
      {rounds && rounds.length > 0 && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('historyTime')}</th>
                <th scope="col">{t('historyGame')}</th>
                <th scope="col" className="number">
                  {t('historyStake')}
                </th>
                <th scope="col" className="number">
                  {t('historyMultiplier')}
                </th>
                <th scope="col" className="number">
                  {t('historyPayout')}
                </th>
                <th scope="col">{t('historyVerify')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.id} data-testid="house-history-row">
                  <td data-label={t('historyTime')}>
                    <time dateTime={round.createdAt}>{formatTime(round.createdAt, lang)}</time>
                  </td>
                  <td data-label={t('historyGame')}>
                    {round.game === session.game ? gameName : t(ENGINE_NAMES[round.engine])}
                  </td>
                  <td className="number" data-label={t('historyStake')}>
                    {formatMbtcNumber(round.stake, lang)}
                  </td>
                  <td className="number" data-label={t('historyMultiplier')}>
                    {formatMultiplier(round.multiplier, lang)}
                  </td>
                  <td
                    data-label={t('historyPayout')}
                    className={`number ${round.state === 'won' ? 'is-win' : round.state === 'lost' ? 'is-loss' : ''}`}
                  >
                    {round.state === 'open'
                      ? t('historyInPlay')
                      : formatMbtcNumber(round.payout, lang)}
                  </td>
                  <td>
                    {round.serverSeed ? (
                      <a href={verifierPath(lang, round)} target="_top">
                        {t('historyVerifyLink')}
                      </a>
                    ) : (
                      <span className="hint">{t('historyRotateToVerify')}</span>
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
