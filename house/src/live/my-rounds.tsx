// The player's own last rounds at this table (live/my_rounds), asked again after each round.
import {
  liveMyRounds,
  type LiveBet,
  type LiveRound,
} from '../../../contract/house-page/live-tables';
import { RoundsPanel, RoundsTable } from '../components/rounds-table';
import { useAskedAgain } from '../components/use-asked-again';
import { useHouse } from '../house-context';
import { betColumns } from './bet-columns';
import { liveVerifierPath } from './verifier-link';

type MyBet = { round: LiveRound; bet: LiveBet };

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
  const { data, problem } = useAskedAgain(liveMyRounds, session, version);
  const rows = (data?.rounds ?? []).flatMap(({ round, bets }) =>
    bets.map((bet): MyBet => ({ round, bet })),
  );

  return (
    <RoundsPanel
      className="history"
      title={t('liveMyRounds')}
      problem={problem}
      emptyText={data && rows.length === 0 ? t('liveMyRoundsEmpty') : null}
    >
      {rows.length > 0 && (
        <RoundsTable<MyBet>
          rows={rows}
          rowKey={({ bet }) => bet.id}
          testId="live-my-rounds"
          rowTestId="live-my-round-row"
          columns={[
            { label: t('liveRound'), cell: ({ round }) => round.index },
            { label: t('liveResult'), cell: ({ round }) => formatResult(round) },
            ...betColumns<MyBet>(({ bet }) => bet, { t, lang, openText: t('liveStateOpen') }),
            {
              label: t('historyVerify'),
              isUnlabelled: true,
              cell: ({ round }) =>
                round.hash ? (
                  <a href={liveVerifierPath(lang, round, salt)} target="_top">
                    {t('liveVerifyLink')}
                  </a>
                ) : (
                  <span className="hint">{t('liveStateOpen')}</span>
                ),
            },
          ]}
        />
      )}
    </RoundsPanel>
  );
}
