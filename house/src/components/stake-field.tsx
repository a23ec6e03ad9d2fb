import { useId } from 'react';
import { useHouse } from '../house-context';
import { FieldProblem } from './field-problem';
import type { Stake } from './use-stake';

export function StakeField({ stake, isLocked = false }: { stake: Stake; isLocked?: boolean }) {
  const { t } = useHouse();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('stake')}</label>
      <div className="stake-row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={stake.text}
          disabled={isLocked}
          aria-invalid={stake.problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => stake.change(event.currentTarget.value)}
        />
        <button type="button" className="button-small" disabled={isLocked} onClick={stake.halve}>
          <span aria-hidden="true">½</span>
          <span className="visually-hidden">{t('stakeHalf')}</span>
        </button>
        <button type="button" className="button-small" disabled={isLocked} onClick={stake.double}>
          <span aria-hidden="true">2×</span>
          <span className="visually-hidden">{t('stakeDouble')}</span>
        </button>
      </div>
      <FieldProblem id={`${id}-problem`} problem={stake.problem} />
    </div>
  );
}
