// The Live Roulette table: one spin for everyone. The board shows every player's chips (the
// player's own marked apart); the player picks a chip value and puts chips down, rebets, doubles
// and undoes while the round takes bets; then the spin, the pocket and the player's win, the
// latest pockets, the hot and cold numbers, everyone's bets and the player's rounds.
import { useEffect, useState, type ReactNode } from 'react';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { Refusal } from '../../components/refusal';
import { formatAmount } from '../../format';
import { RouletteBoard } from '../../games/roulette-board';
import { useHouse } from '../../house-context';
import { BetsList } from '../bets-list';
import { MyRounds } from '../my-rounds';
import type { TableState } from '../table-state';
import type { LiveTableConnection } from '../use-live-table';
import { boardTotals, chipValues, isChipOnBoard } from './chips';
import { ChipPicker } from './chip-picker';
import { HotColdPanel, ResultStrip } from './hot-cold-panel';
import './live-roulette.css';
import { useRouletteText } from './messages';
import { pocketName, spotName } from './pocket-name';
import { RouletteStage } from './roulette-stage';
import { useRouletteChips } from './use-roulette-chips';

const PREFERRED_CHIP = 1;

export function LiveRouletteTable({
  live,
  state,
  chat,
}: {
  live: LiveTableConnection;
  state: TableState;
  /** the table chat, placed under the controls (when the screen does not place it itself) */
  chat?: ReactNode;
}) {
  const { t, lang, limits } = useHouse();
  const rt = useRouletteText();
  const { round, bets, recent } = state.table;
  const values = chipValues(limits);
  const [picked, setPicked] = useState(
    values.includes(PREFERRED_CHIP) ? PREFERRED_CHIP : (values[0] ?? limits.minStake),
  );
  const chipValue = values.includes(picked) ? picked : (values[0] ?? limits.minStake);
  const chips = useRouletteChips(live, state);
  const totals = boardTotals(bets, chips.unanswered);
  const isBetting = round.phase === 'betting';
  const hasEnded = round.phase === 'ended' || round.phase === 'settled';

  const myBets = bets.filter((bet) => bet.isMine && isChipOnBoard(bet));
  const isDecided = myBets.length > 0 && myBets.every((bet) => bet.state !== 'open');
  const myWin = isDecided ? myBets.reduce((sum, bet) => sum + bet.payout, 0) : null;
  // a win is paid on the server, without a call from here: once the player's chips of a round
  // are decided the balance is asked again (not left to the next clock sample, 20 s away)
  const { reload } = live;
  const decidedRound = isDecided ? round.id : null;
  useEffect(() => {
    if (decidedRound !== null) void reload(true);
  }, [decidedRound, reload]);

  const amountOf = (satoshis: bigint | undefined) =>
    formatAmount(satoshisToMbtc(satoshis ?? 0n), lang);
  const describeSpot = (name: string, key: string) => {
    const total = totals.everyone.get(key);
    if (total === undefined) return name;
    const mine = totals.mine.get(key);
    return mine === undefined
      ? rt('spotEveryone', { label: name, total: amountOf(total) })
      : rt('spotMine', { label: name, total: amountOf(total), mine: amountOf(mine) });
  };
  const tableTotal = [...totals.everyone.values()].reduce((sum, value) => sum + value, 0n);

  return (
    <div className="live-play live-roulette">
      <div className="live-column is-main">
        <section
          className="live-stage"
          aria-label={t('liveRoundNumber', { index: String(round.index) })}
        >
          <div className="live-status">
            <span>{t('liveRoundNumber', { index: String(round.index) })}</span>
          </div>
          <RouletteStage
            round={round}
            offset={live.offset}
            myWin={myWin}
            hasMyChips={myBets.length > 0}
          />
          <ResultStrip recent={recent} />
        </section>
        <div className="roulette-board-place">
          <RouletteBoard
            totals={totals.everyone}
            mine={totals.mine}
            describe={describeSpot}
            winning={hasEnded ? round.result : null}
            isDisabled={!isBetting}
            onPlace={(key) => chips.place(key, mbtcToSatoshis(chipValue) ?? 0n)}
          />
        </div>
        <BetsList
          bets={bets}
          nameOf={(bet) => (bet.spot ? spotName(bet.spot, t, rt) : t('liveBetsBet'))}
        />
        <MyRounds
          version={hasEnded ? round.id : 'open'}
          formatResult={(shown) => (shown.result === null ? '—' : pocketName(shown.result, t))}
        />
      </div>
      <div className="live-column is-side">
        <div className="live-controls">
          <ChipPicker values={values} picked={chipValue} onPick={setPicked} />
          <div className="button-row roulette-actions">
            <button
              type="button"
              disabled={!chips.canRebet}
              aria-label={rt('rebetLabel')}
              onClick={chips.rebet}
            >
              {rt('rebet')}
            </button>
            <button
              type="button"
              disabled={!chips.canDouble}
              aria-label={rt('doubleLabel')}
              onClick={chips.double}
            >
              {rt('double')}
            </button>
            <button
              type="button"
              disabled={!chips.canUndo}
              aria-label={rt('undoLabel')}
              onClick={chips.undo}
            >
              {rt('undo')}
            </button>
          </div>
          <dl className="roulette-totals">
            <div>
              <dt>{rt('myChips')}</dt>
              <dd data-testid="live-roulette-my-total">{amountOf(chips.myTotal)}</dd>
            </div>
            <div>
              <dt>{rt('tableChips')}</dt>
              <dd data-testid="live-roulette-table-total">{amountOf(tableTotal)}</dd>
            </div>
          </dl>
          {chips.isSending && <p className="hint">{rt('sending')}</p>}
          <Refusal problem={chips.refusal} />
          <p className="hint">{rt('hint')}</p>
        </div>
        <HotColdPanel recent={recent} />
        {chat && <div className="live-chat-place">{chat}</div>}
      </div>
    </div>
  );
}
