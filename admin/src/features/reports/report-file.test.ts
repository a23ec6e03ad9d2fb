import { describe, expect, it } from 'vitest';
import { defaultReportRange, reportFileName } from './report-file';

const request = { granularity: 'week', from: '2026-01-01', to: '2026-01-31' };

describe('the name of a downloaded report', () => {
  it("keeps the server's name", () => {
    expect(reportFileName('report-day-2026-01-01-2026-01-31.csv', request)).toBe(
      'report-day-2026-01-01-2026-01-31.csv',
    );
  });

  it('drops folders and characters a file name should not have', () => {
    expect(reportFileName('../../etc/re port?.csv', request)).toBe('report.csv');
    expect(reportFileName('report', request)).toBe('report.csv');
  });

  it('makes one from the request when the server sent none usable', () => {
    expect(reportFileName('', request)).toBe('report-week-2026-01-01-2026-01-31.csv');
    expect(reportFileName('..', request)).toBe('report-week-2026-01-01-2026-01-31.csv');
  });
});

describe('the default range', () => {
  it('is the last 30 days, today included', () => {
    expect(defaultReportRange(new Date('2026-03-10T15:00:00Z'))).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
  });
});
