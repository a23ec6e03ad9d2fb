import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FILTER_PERIODS } from '../../../../contract/constants';
import {
  CUSTOM_PERIOD,
  defaultCustomDates,
  type FilterPeriod,
  type PeriodFilter,
} from '../history';

const PERIOD_LABELS = {
  0: msg`Últimas 24 horas`,
  1: msg`Últimos 7 días`,
  2: msg`Últimos 30 días`,
  3: msg`Fechas personalizadas`,
} as const;

/** The row of filters above a history table. */
export function HistoryFilters({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="history__filters" role="group" aria-label={t`Filtros`}>
      {children}
    </div>
  );
}

/** The period of section 4; custom dates start as the last 30 days. */
export function HistoryPeriodFilter({
  value,
  onChange,
}: {
  value: PeriodFilter;
  onChange: (value: PeriodFilter) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const onPeriodChange = (period: FilterPeriod) => {
    const needsDates = period === CUSTOM_PERIOD && !(value.startDate && value.endDate);
    onChange({ ...value, ...(needsDates && defaultCustomDates(new Date())), period });
  };
  return (
    <>
      <div className="form__field">
        <label htmlFor={`${id}-period`}>{t`Periodo`}</label>
        <select
          id={`${id}-period`}
          value={value.period}
          onChange={(event) => onPeriodChange(Number(event.currentTarget.value) as FilterPeriod)}
        >
          {FILTER_PERIODS.map((period) => (
            <option key={period} value={period}>
              {i18n._(PERIOD_LABELS[period])}
            </option>
          ))}
        </select>
      </div>
      {value.period === CUSTOM_PERIOD && (
        <>
          <div className="form__field">
            <label htmlFor={`${id}-start`}>{t`Desde`}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={value.startDate}
              max={value.endDate || undefined}
              onChange={(event) => onChange({ ...value, startDate: event.currentTarget.value })}
            />
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-end`}>{t`Hasta`}</label>
            <input
              id={`${id}-end`}
              type="date"
              value={value.endDate}
              min={value.startDate || undefined}
              onChange={(event) => onChange({ ...value, endDate: event.currentTarget.value })}
            />
          </div>
        </>
      )}
    </>
  );
}

/** A labelled choice with an "all" option first (the empty value). */
export function HistorySelectFilter({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
