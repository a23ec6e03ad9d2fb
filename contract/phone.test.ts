import { describe, expect, it } from 'vitest';
import { composePhone, phoneLengthIsEnough, splitPhone } from './phone';

describe('composePhone', () => {
  it('puts "+", the dial code digits and the national number together', () => {
    expect(composePhone({ countryPhone: '+34', phone_number1: '600123456' })).toBe('+34600123456');
    expect(composePhone({ countryPhone: '58', phone_number1: '4121234567' })).toBe('+584121234567');
    expect(composePhone({ countryPhone: ' +593 ', phone_number1: '991234567' })).toBe(
      '+593991234567',
    );
  });

  it('is the number alone when no dial code is chosen', () => {
    expect(composePhone({ countryPhone: '', phone_number1: '600123456' })).toBe('600123456');
    expect(composePhone({ phone_number1: '600123456' })).toBe('600123456');
  });

  it('gives back what splitPhone takes apart', () => {
    for (const phone of ['+34600123456', '+593991234567', '+12025550123']) {
      expect(composePhone(splitPhone(phone))).toBe(phone);
    }
  });
});

describe('splitPhone', () => {
  it('takes the longest dial code the number starts with', () => {
    expect(splitPhone('+593991234567')).toEqual({
      countryPhone: '+593',
      phone_number1: '991234567',
    });
    expect(splitPhone('+4479460000')).toEqual({ countryPhone: '+44', phone_number1: '79460000' });
  });

  it('keeps the digits under the first dial code when none matches', () => {
    expect(splitPhone('(600) 12-34')).toEqual({ countryPhone: '+34', phone_number1: '6001234' });
  });
});

describe('phoneLengthIsEnough', () => {
  it('counts the dial code digits and the number: at least 7 (section 5)', () => {
    expect(phoneLengthIsEnough({ countryPhone: '+34', phone_number1: '60012' })).toBe(true);
    expect(phoneLengthIsEnough({ countryPhone: '+34', phone_number1: '6001' })).toBe(false);
    expect(phoneLengthIsEnough({ countryPhone: '', phone_number1: '6001234' })).toBe(true);
  });
});
