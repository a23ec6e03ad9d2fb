import {
  houseHistory,
  verifierPath,
  type HouseEngine,
  type HouseRound,
} from '../../../contract/house-page/house';
import { outcomeOf, RoundsPanel, RoundsTable } from '../components/rounds-table';
import { useAskedAgain } from '../components/use-asked-again';
import { formatMbtcNumber, formatMultiplier, formatTime } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';

const ENGINE_NAMES: Record<HouseEngine, MessageKey> = {
  dice: 'engineDice',
  limbo: 'engineLimbo',
  'hi-lo': 'engineHiLo',
  roulette: 'engineRoulette',
};

/** The player's latest house rounds, asked again whenever `version` moves (after every round). */
export function HistoryPanel({ version, gameName }: { version: number; gameName: string }) {
  const { t, lang, session } = useHouse();
  const { data, problem } = useAskedAgain(houseHistory, session, version);
  const rounds = data?.rounds ?? [];

  return (
    <RoundsPanel
      className="history"
      title={t('historyTitle')}
      problem={problem}
      emptyText={data && rounds.length === 0 ? t('historyEmpty') : null}
    >
      {rounds.length > 0 && (
        <RoundsTable<HouseRound>
          rows={rounds}
          rowKey={(round) => round.id}
          rowTestId="house-history-row"
          columns={[
            {
              label: t('historyTime'),
              cell: (round) => (
                <time dateTime={round.createdAt}>{formatTime(round.createdAt, lang)}</time>
              ),
            },
            {
              label: t('historyGame'),
              cell: (round) =>
                round.game === session.game ? gameName : t(ENGINE_NAMES[round.engine]),
            },
            {
              label: t('historyStake'),
              isNumber: true,
              cell: (round) => formatMbtcNumber(round.stake, lang),
            },
            {
              label: t('historyMultiplier'),
              isNumber: true,
              cell: (round) => formatMultiplier(round.multiplier, lang),
            },
            {
              label: t('historyPayout'),
              isNumber: true,
              outcome: (round) => outcomeOf(round.state),
              cell: (round) =>
                round.state === 'open' ? t('historyInPlay') : formatMbtcNumber(round.payout, lang),
            },
            {
              label: t('historyVerify'),
              isUnlabelled: true,
              cell: (round) =>
                round.serverSeed ? (
                  <a href={verifierPath(lang, round)} target="_top">
                    {t('historyVerifyLink')}
                  </a>
                ) : (
                  <span className="hint">{t('historyRotateToVerify')}</span>
                ),
            },
          ]}
        />
      )}
    </RoundsPanel>
  );
}
