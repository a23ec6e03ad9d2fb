import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMbtc } from '../../../lib/format';
import { barExtent, chartScale, type ChartPeriod } from '../report-chart';

const HEIGHT = 160;
const BAR = 10;
const GAP = 6;
const PAD = 4;

/**
 * GGR and NGR of each period as pairs of bars from a zero line (losses below it), in plain SVG.
 * It is a picture of the table beside it, which holds the same numbers; its text alternative
 * says so and gives the range.
 */
export function GgrChart({ periods }: { periods: readonly ChartPeriod[] }) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const descId = useId();
  const scale = chartScale(periods, HEIGHT);
  const slot = 2 * BAR + GAP;
  const width = Math.max(periods.length * slot + PAD * 2, 120);
  const locale = i18n.locale;
  const max = formatMbtc(scale.max, locale);
  const min = formatMbtc(scale.min, locale);
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
          {t`${periods.length} periodos, de ${min} a ${max}. Los datos están en la tabla por periodo.`}
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
          const x = PAD + index * slot;
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
