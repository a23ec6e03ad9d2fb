// Autobet's fields (number of bets, the stake after a win and after a loss, where to stop) and
// the run's summary, for Dice and Limbo.
import { useId, useState } from 'react';
import { satoshisToMbtc } from '../../../contract/money';
import {
  checkBetCount,
  checkIncrease,
  checkStopAmount,
  type AutobetEnd,
  type AutobetSettings,
  type StakeChange,
} from '../games/autobet';
import { formatAmount, formatNumber } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import type { Problem } from '../problems';
import { FieldProblem } from './field-problem';
import { SegmentedOptions } from './segmented-options';
import type { Autobet } from './use-autobet';

type ChangeKind = StakeChange['kind'];
type FieldName = 'bets' | 'onWin' | 'onLoss' | 'stopOnProfit' | 'stopOnLoss';

/** The typed settings, and each field's problem after `check`. */
export function useAutobetForm() {
  const [texts, setTexts] = useState<Record<FieldName, string>>({
    bets: '10',
    onWin: '0',
    onLoss: '0',
    stopOnProfit: '',
    stopOnLoss: '',
  });
  const [kinds, setKinds] = useState<{ onWin: ChangeKind; onLoss: ChangeKind }>({
    onWin: 'reset',
    onLoss: 'reset',
  });
  const [problems, setProblems] = useState<Partial<Record<FieldName, Problem>>>({});

  const change = (field: FieldName, text: string) => {
    setTexts((now) => ({ ...now, [field]: text }));
    setProblems((now) => ({ ...now, [field]: undefined }));
  };
  const changeKind = (field: 'onWin' | 'onLoss', kind: ChangeKind) => {
    setKinds((now) => ({ ...now, [field]: kind }));
    setProblems((now) => ({ ...now, [field]: undefined }));
  };

  /** The settings, or null after showing what is wrong. */
  const check = (): AutobetSettings | null => {
    const bets = checkBetCount(texts.bets);
    const changeOf = (field: 'onWin' | 'onLoss') => {
      if (kinds[field] === 'reset') return { ok: true as const, value: { kind: 'reset' as const } };
      const percent = checkIncrease(texts[field]);
      return percent.ok
        ? { ok: true as const, value: { kind: 'increase' as const, percent: percent.value } }
        : percent;
    };
    const checked = {
      bets,
      onWin: changeOf('onWin'),
      onLoss: changeOf('onLoss'),
      stopOnProfit: checkStopAmount(texts.stopOnProfit),
      stopOnLoss: checkStopAmount(texts.stopOnLoss),
    };
    const found: Partial<Record<FieldName, Problem>> = {};
    for (const [field, result] of Object.entries(checked))
      if (!result.ok) found[field as FieldName] = result.problem;
    setProblems(found);
    const { onWin, onLoss, stopOnProfit, stopOnLoss } = checked;
    if (!bets.ok || !onWin.ok || !onLoss.ok || !stopOnProfit.ok || !stopOnLoss.ok) return null;
    return {
      bets: bets.value,
      onWin: onWin.value,
      onLoss: onLoss.value,
      stopOnProfit: stopOnProfit.value,
      stopOnLoss: stopOnLoss.value,
    };
  };

  return { texts, kinds, problems, change, changeKind, check };
}

export type AutobetForm = ReturnType<typeof useAutobetForm>;

/** A text field of the form with its label and problem. */
function FormField(props: {
  form: AutobetForm;
  field: 'bets' | 'stopOnProfit' | 'stopOnLoss';
  label: MessageKey;
}) {
  const { t } = useHouse();
  const id = useId();
  const { form, field } = props;
  const problem = form.problems[field] ?? null;
  return (
    <div className="field">
      <label htmlFor={id}>{t(props.label)}</label>
      <input
        id={id}
        type="text"
        inputMode={field === 'bets' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={form.texts[field]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-problem`}
        onChange={(event) => form.change(field, event.currentTarget.value)}
      />
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** After a win or after a loss: reset, or increase by the percent typed beside. */
function ChangeField({ form, field }: { form: AutobetForm; field: 'onWin' | 'onLoss' }) {
  const { t } = useHouse();
  const id = useId();
  const problem = form.problems[field] ?? null;
  const isIncrease = form.kinds[field] === 'increase';
  return (
    <fieldset className="autobet-change">
      <legend>{t(field === 'onWin' ? 'autobetOnWin' : 'autobetOnLoss')}</legend>
      <div className="autobet-change-row">
        <div className="segmented">
          <SegmentedOptions
            name={`${id}-kind`}
            options={['reset', 'increase'] as const}
            value={form.kinds[field]}
            onChange={(kind) => form.changeKind(field, kind)}
            label={(kind) => t(kind === 'reset' ? 'autobetReset' : 'autobetIncrease')}
          />
        </div>
        <label className="autobet-percent">
          <span className="visually-hidden">
            {t(field === 'onWin' ? 'autobetIncreaseOnWin' : 'autobetIncreaseOnLoss')}
          </span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.texts[field]}
            disabled={!isIncrease}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(event) => form.change(field, event.currentTarget.value)}
          />
          <span aria-hidden="true">%</span>
        </label>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}

/** The fields, locked while a run goes on. */
export function AutobetFields({ form, isLocked }: { form: AutobetForm; isLocked: boolean }) {
  return (
    <fieldset className="autobet-fields" disabled={isLocked}>
      <FormField form={form} field="bets" label="autobetCount" />
      <ChangeField form={form} field="onWin" />
      <ChangeField form={form} field="onLoss" />
      <FormField form={form} field="stopOnProfit" label="autobetStopProfit" />
      <FormField form={form} field="stopOnLoss" label="autobetStopLoss" />
    </fieldset>
  );
}

const END_MESSAGES: Record<Exclude<AutobetEnd['kind'], 'problem' | 'refused'>, MessageKey> = {
  bets_done: 'autobetDone',
  profit_reached: 'autobetProfitReached',
  loss_reached: 'autobetLossReached',
  stopped: 'autobetStopped',
  hidden: 'autobetHidden',
  reality_check: 'autobetRealityCheck',
};

/** An end the player must hear at once (a refusal, or play taken away): read out as an alert. */
const isAlarming = (end: AutobetEnd) =>
  end.kind === 'problem' ||
  end.kind === 'refused' ||
  end.kind === 'hidden' ||
  end.kind === 'reality_check';

/** The run so far (bets made, net profit, next stake) and why it ended. */
export function AutobetSummary({ autobet }: { autobet: Autobet }) {
  const { t, lang, describe } = useHouse();
  const { run, end } = autobet;
  const net = run ? satoshisToMbtc(run.net) : 0;
  const words = !end
    ? ''
    : end.kind === 'problem' || end.kind === 'refused'
      ? t('autobetRefused', { reason: describe(end.problem) })
      : t(END_MESSAGES[end.kind], { count: formatNumber(run?.betsMade ?? 0, lang, 0) });
  return (
    <>
      {run && (
        <dl className="preview autobet-summary" data-testid="autobet-summary">
          <div>
            <dt>{t('autobetBetsMade')}</dt>
            <dd data-testid="autobet-bets-made">{formatNumber(run.betsMade, lang, 0)}</dd>
          </div>
          <div>
            <dt>{t('autobetNet')}</dt>
            <dd
              data-testid="autobet-net"
              className={net > 0 ? 'is-win' : net < 0 ? 'is-loss' : undefined}
            >
              {`${net > 0 ? '+' : ''}${formatAmount(net, lang)}`}
            </dd>
          </div>
          {autobet.isRunning && (
            <div>
              <dt>{t('autobetNextStake')}</dt>
              <dd>{formatAmount(satoshisToMbtc(run.stake), lang)}</dd>
            </div>
          )}
        </dl>
      )}
      <p role="alert" className="refusal" data-testid="autobet-alert">
        {end && isAlarming(end) ? words : ''}
      </p>
      <p role="status" className="autobet-status" data-testid="autobet-status">
        {end && !isAlarming(end) ? words : ''}
      </p>
    </>
  );
}
