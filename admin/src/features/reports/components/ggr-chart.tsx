import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReportGranularity } from '../../../../../contract/operator/reports';
import { dateTimeFormat } from '../../../../../contract/intl-formats';
import { formatMbtc } from '../../../lib/format';
import { axisTicks, barExtent, chartScale, type ChartPeriod } from '../report-chart';

const HEIGHT = 160;
/** each period's slot in the picture's own units; its two bars take the middle of it */
const SLOT = 26;
const BAR = 9;
/** labels on the date axis: few enough to fit a phone's width */
const AXIS_LABELS = 7;

/** A period's first day, short, for the axis: "5 ene" by day or week, "ene 26" by month. */
function axisLabel(period: string, granularity: ReportGranularity, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(new Date(`${period}T00:00:00Z`));
}

/**
 * GGR and NGR of each period as pairs of bars from a zero line (losses below it), in plain SVG
 * stretched to the width, over a date axis whose columns are the periods' slots. It is a picture
 * of the table below it, which holds the same numbers; its text alternative says so.
 */
export function GgrChart({
  periods,
  granularity,
}: {
  periods: readonly ChartPeriod[];
  granularity: ReportGranularity;
}) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const descId = useId();
  const scale = chartScale(periods, HEIGHT);
  const width = Math.max(periods.length, 1) * SLOT;
  const locale = i18n.locale;
  const max = formatMbtc(scale.max, locale);
  const min = formatMbtc(scale.min, locale);
  const first = periods[0] && axisLabel(periods[0].period, granularity, locale);
  const last = periods.at(-1) && axisLabel(periods.at(-1)?.period ?? '', granularity, locale);
  return (
    <figure className="chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="chart__svg"
      >
        <title id={titleId}>{t`GGR y NGR por periodo`}</title>
        <desc id={descId}>
          {t`${periods.length} periodos, del ${first} al ${last}, de ${min} a ${max}. Los datos están en la tabla por periodo.`}
        </desc>
        <line
          x1={0}
          x2={width}
          y1={scale.zero}
          y2={scale.zero}
          className="chart__zero"
          vectorEffect="non-scaling-stroke"
        />
        {periods.map((period, index) => {
          const x = index * SLOT + (SLOT - 2 * BAR) / 2;
          const ggr = barExtent(scale, period.ggr);
          const ngr = barExtent(scale, period.ngr);
          return (
            <g key={period.period}>
              <rect x={x} y={ggr.top} width={BAR} height={ggr.height} className="chart__ggr" />
              <rect
                x={x + BAR}
                y={ngr.top}
                width={BAR}
                height={ngr.height}
                className="chart__ngr"
              />
            </g>
          );
        })}
      </svg>
      {/* the picture's own columns: each label sits under its period's bars */}
      <div
        className="chart__axis"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${Math.max(periods.length, 1)}, minmax(0, 1fr))` }}
      >
        {axisTicks(periods.length, AXIS_LABELS).map((index) => (
          <span key={index} style={{ gridColumn: index + 1 }}>
            {axisLabel(periods[index]?.period ?? '', granularity, locale)}
          </span>
        ))}
      </div>
      <figcaption className="chart__legend">
        <span>
          <span className="chart__key chart__ggr" aria-hidden="true" /> GGR
        </span>
        <span>
          <span className="chart__key chart__ngr" aria-hidden="true" /> NGR
        </span>
        <span className="muted">
          <Trans>
            Escala: de {min} a {max}
          </Trans>
        </span>
      </figcaption>
    </figure>
  );
}
