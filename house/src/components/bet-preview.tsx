import { satoshisToMbtc } from '../../../contract/money';
import { formatAmount, formatMultiplier, formatPercent } from '../format';
import { useHouse } from '../house-context';
import { payoutOf } from '../validation';

/** Win chance, multiplier and payout on win of the bet as it stands ("—" until it is valid). */
export function BetPreview(props: {
  chance: number | null;
  multiplier: number | null;
  stake: bigint | null;
}) {
  const { t, lang } = useHouse();
  const { chance, multiplier, stake } = props;
  const payout =
    stake !== null && multiplier !== null ? satoshisToMbtc(payoutOf(stake, multiplier)) : null;
  return (
    <dl className="preview">
      <div>
        <dt>{t('winChance')}</dt>
        <dd>{chance === null ? '—' : formatPercent(chance, lang)}</dd>
      </div>
      <div>
        <dt>{t('multiplier')}</dt>
        <dd>{multiplier === null ? '—' : formatMultiplier(multiplier, lang, 4)}</dd>
      </div>
      <div>
        <dt>{t('payoutOnWin')}</dt>
        <dd>{payout === null ? '—' : formatAmount(payout, lang)}</dd>
      </div>
    </dl>
  );
}
