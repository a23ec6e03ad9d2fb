import { DIAL_CODES, MIN_PHONE_LENGTH } from './constants';

/** A phone as the forms take it: the dial code choice (countryPhone) and the national number. */
export interface PhoneParts {
  countryPhone?: string;
  phone_number1: string;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The one phone_number the client sends and the server stores: "+", the dial code's digits and
 * the national number ("+34600123456"); the number alone when no dial code is chosen.
 */
export function composePhone({ countryPhone = '', phone_number1 }: PhoneParts): string {
  const dial = digitsOf(countryPhone);
  return dial ? `+${dial}${phone_number1}` : phone_number1;
}

/** A stored phone number split into the dial code it starts with (longest match) and the rest. */
export function splitPhone(phone: string): { countryPhone: string; phone_number1: string } {
  const match = [...DIAL_CODES]
    .sort((a, b) => b.code.length - a.code.length)
    .find((dial) => phone.startsWith(dial.code));
  return match
    ? { countryPhone: match.code, phone_number1: phone.slice(match.code.length) }
    : { countryPhone: DIAL_CODES[0].code, phone_number1: digitsOf(phone) };
}

/** Total phone length (dial code digits plus number) of section 5. */
export function phoneLengthIsEnough(phone: PhoneParts): boolean {
  return digitsOf(composePhone(phone)).length >= MIN_PHONE_LENGTH;
}
