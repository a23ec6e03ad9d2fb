/** One bar of the chart: its period and the two amounts drawn side by side. */
export interface ChartPeriod {
  period: string;
  ggr: number;
  ngr: number;
}

export interface ChartScale {
  /** the largest and smallest values the axis shows (0 always included) */
  max: number;
  min: number;
  /** the y of a value, 0 at the top, `height` at the bottom */
  y: (value: number) => number;
  /** the y of the zero line */
  zero: number;
}

/**
 * The vertical scale of GGR and NGR bars in a chart `height` high: zero always on the axis, bars
 * of losses (negative GGR or NGR) below it, and a flat range (every value 0) still drawable.
 */
export function chartScale(periods: readonly ChartPeriod[], height: number): ChartScale {
  const values = periods.flatMap((period) => [period.ggr, period.ngr]);
  const min = Math.min(0, ...values);
  // nothing but zeros: the zero line at the bottom, as for gains
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min;
  const y = (value: number) => ((max - value) / span) * height;
  return { max, min, y, zero: y(0) };
}

/** A bar from the zero line to `value`: its top and its height (never negative). */
export function barExtent(scale: ChartScale, value: number): { top: number; height: number } {
  const end = scale.y(value);
  return { top: Math.min(end, scale.zero), height: Math.abs(end - scale.zero) };
}

/**
 * The periods (their indexes) the date axis names: the first, then every `step`-th, so that at
 * most `maxLabels` labels share the axis and none overlaps the next.
 */
export function axisTicks(periods: number, maxLabels: number): number[] {
  if (periods <= 0) return [];
  const step = Math.ceil(periods / Math.max(1, maxLabels));
  return Array.from({ length: Math.ceil(periods / step) }, (_, index) => index * step);
}
