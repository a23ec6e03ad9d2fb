import { useLingui } from '@lingui/react';
import { useState } from 'react';
import * as v from 'valibot';
import type { ErrorCode } from '../../contract/errors';
import { fieldCodes } from '../../contract/field-codes';
import { ApiFailure } from './api-client';
import { errorMessage } from './error-messages';

/**
 * The state every form here has: field errors (from the contract's schema, then from the
 * server), their translated text, and whether a submission is under way.
 */
export function useFormState() {
  const { i18n } = useLingui();
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [isSending, setSending] = useState(false);

  return {
    fieldErrors,
    isSending,
    /** The translated error of a field, if it has one; `values` fill its placeholders. */
    fieldError: (name: string, values?: Record<string, string | number>) =>
      fieldErrors[name] ? errorMessage(i18n, fieldErrors[name], values) : undefined,
    /** Checks `input` with `schema`; shows every field's error and answers false when it fails. */
    validate<S extends v.GenericSchema>(schema: S, input: unknown): input is v.InferInput<S> {
      const checked = v.safeParse(schema, input);
      setFieldErrors(checked.success ? {} : fieldCodes(checked.issues));
      return checked.success;
    },
    /** Shows errors found by checks beyond the schema (e.g. against the balance). */
    setFieldErrors,
    /** Runs a submission; the server's field codes of a refusal are shown before it rethrows. */
    async submit<T>(send: () => Promise<T>): Promise<T> {
      setSending(true);
      try {
        return await send();
      } catch (error) {
        setFieldErrors(error instanceof ApiFailure ? error.errors : {});
        throw error;
      } finally {
        setSending(false);
      }
    },
  };
}
