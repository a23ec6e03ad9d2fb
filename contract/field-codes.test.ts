import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldCodes } from './field-codes';
import { registrationRequest } from './players';

const codesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldCodes(result.issues);
};

describe('validation issues as field codes', () => {
  it('names a key missing from the body field_required, whatever its own check says', () => {
    const schema = v.object({ amount: v.number('invalid_amount') });
    expect(codesOf(schema, {})).toEqual({ amount: 'field_required' });
  });

  it("gives a field its check's code", () => {
    const schema = v.object({ amount: v.number('invalid_amount') });
    expect(codesOf(schema, { amount: 'ten' })).toEqual({ amount: 'invalid_amount' });
  });

  it('gives invalid_value to a wrong value whose check names no code', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.minLength(3)) });
    expect(codesOf(schema, { name: 'ab' })).toEqual({ name: 'invalid_value' });
    expect(codesOf(schema, { name: 7 })).toEqual({ name: 'invalid_value' });
  });

  it('keeps the first failing check of each field', () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.nonEmpty('field_required'), v.email('email_validation')),
    });
    const result = v.safeParse(schema, { email: '' });
    expect(result.issues?.length).toBe(2);
    expect(codesOf(schema, { email: '' })).toEqual({ email: 'field_required' });
  });

  it('names a nested field by its dotted path and the whole input `_`', () => {
    const schema = v.object({ list: v.array(v.picklist(['ES', 'FR'], 'invalid_value')) });
    expect(codesOf(schema, { list: ['ES', 'XX'] })).toEqual({ 'list.1': 'invalid_value' });
    expect(codesOf(schema, 'text')).toEqual({ _: 'invalid_value' });
  });

  it('names the field a check across fields is forwarded to', () => {
    const codes = codesOf(registrationRequest, {
      password: 'secret-one',
      confirmPassword: 'secret-two',
    });
    expect(codes.confirmPassword).toBe('confirm_password_validation');
    expect(codes.username).toBe('field_required');
  });
});
