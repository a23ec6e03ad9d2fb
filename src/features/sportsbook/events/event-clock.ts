import type { I18n } from '@lingui/core';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { translate } from '../../../../contract/sports-market-names';

type Clock = NonNullable<SportsEventSummary['clock']>;

const PERIODS = {
  quarter: /*i18n*/ { id: 'sports_period_quarter', message: '{quarter}.º cuarto' },
  overtime: /*i18n*/ { id: 'sports_period_overtime', message: 'Prórroga' },
  set: /*i18n*/ { id: 'sports_period_set', message: 'Set {set}' },
  halfTime: /*i18n*/ { id: 'sports_period_half_time', message: 'Descanso' },
};

const FOOTBALL_HALF_MINUTES = 45;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The clock as a scoreboard shows it, `secondsSince` seconds after the feed stamped it (it runs on
 * unless stopped): football's minute (`37'`, `45+'` in stoppage time), basketball's quarter and
 * the time left in it (`3.º cuarto 05:12`), tennis's set.
 */
export function clockText(clock: Clock, secondsSince: number, i18n: I18n): string {
  const run = clock.isStopped ? 0 : Math.max(0, secondsSince);
  const quarter = /^q(\d)$/.exec(clock.period);
  if (quarter || clock.period === 'ot') {
    const left = Math.max(0, Math.round((clock.remainingSeconds ?? 0) - run));
    const time = `${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
    const period = quarter
      ? translate(i18n, PERIODS.quarter, { quarter: quarter[1] })
      : i18n._(PERIODS.overtime);
    return `${period} ${time}`;
  }
  const set = /^set(\d)$/.exec(clock.period);
  if (set) return translate(i18n, PERIODS.set, { set: set[1] });
  if (clock.period === 'ht') return i18n._(PERIODS.halfTime);
  if (clock.period === '1h' || clock.period === '2h') {
    const minute = Math.floor((clock.elapsedSeconds + run) / 60) + 1;
    const end = clock.period === '1h' ? FOOTBALL_HALF_MINUTES : 2 * FOOTBALL_HALF_MINUTES;
    return minute > end ? `${String(end)}+'` : `${String(minute)}'`;
  }
  return clock.period;
}
