import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { latestAdultBirthday, registrationFields } from './players';

const birthdayCode = (birthday: string) =>
  v.safeParse(registrationFields.entries.birthday, birthday).issues?.[0]?.message;

describe('the minimum age of registration', () => {
  it('draws the line 18 years before the given day, that day included', () => {
    expect(latestAdultBirthday('2025-06-15')).toBe('2007-06-15');
    // born on 29 February: of age on 1 March of a common year, not on the 28th
    expect(latestAdultBirthday('2026-02-28') < '2008-02-29').toBe(true);
    expect(latestAdultBirthday('2026-03-01') >= '2008-02-29').toBe(true);
    // on 29 February, born on 28 February 18 years before is of age, on 1 March not
    expect(latestAdultBirthday('2028-02-29') >= '2010-02-28').toBe(true);
    expect(latestAdultBirthday('2028-02-29') < '2010-03-01').toBe(true);
  });

  it('refuses a birthday one day short of 18 years with min_age, today in UTC', () => {
    const latest = latestAdultBirthday();
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(birthdayCode(latest)).toBeUndefined();
    expect(birthdayCode(dayAfter.toISOString().slice(0, 10))).toBe('min_age');
  });

  it('still reads a date that is not one as invalid_date', () => {
    expect(birthdayCode('2000-02-30')).toBe('invalid_date');
  });
});
