import { describe, expect, it } from 'vitest';
import { barExtent, chartScale } from './report-chart';

describe('the GGR and NGR chart scale', () => {
  it('puts zero at the bottom when every amount is a gain', () => {
    const scale = chartScale(
      [
        { period: '2026-01-01', ggr: 100, ngr: 80 },
        { period: '2026-01-02', ggr: 50, ngr: 50 },
      ],
      200,
    );
    expect(scale.max).toBe(100);
    expect(scale.zero).toBe(200);
    expect(barExtent(scale, 100)).toEqual({ top: 0, height: 200 });
    expect(barExtent(scale, 50)).toEqual({ top: 100, height: 100 });
  });

  it('draws losses below the zero line', () => {
    const scale = chartScale([{ period: '2026-01-01', ggr: 30, ngr: -10 }], 40);
    expect(scale.min).toBe(-10);
    expect(scale.zero).toBe(30);
    expect(barExtent(scale, -10)).toEqual({ top: 30, height: 10 });
    expect(barExtent(scale, 30)).toEqual({ top: 0, height: 30 });
  });

  it('draws a range of zeros (or none) without dividing by zero', () => {
    const scale = chartScale([{ period: '2026-01-01', ggr: 0, ngr: 0 }], 100);
    expect(barExtent(scale, 0)).toEqual({ top: 100, height: 0 });
    expect(Number.isFinite(chartScale([], 100).zero)).toBe(true);
  });
});
