import { describe, expect, it } from 'vitest';
import { axisTicks, barExtent, chartScale } from './report-chart';

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

describe('the date axis', () => {
  it('names every period while they fit, else every n-th from the first', () => {
    expect(axisTicks(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(30, 6)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(axisTicks(0, 6)).toEqual([]);
  });
});
