// The normal distribution for the basketball model.

/**
 * Φ(x), the standard normal CDF, from erf by Abramowitz & Stegun 7.1.26 (absolute error under
 * 1.5e-7, far below a price tick).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const polynomial =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - polynomial * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(X > threshold) for X ~ Normal(mean, deviation); a point mass at the mean when deviation is 0. */
export function probabilityAbove(threshold: number, mean: number, deviation: number): number {
  if (deviation === 0) return mean > threshold ? 1 : mean < threshold ? 0 : 0.5;
  return 1 - normalCdf((threshold - mean) / deviation);
}
