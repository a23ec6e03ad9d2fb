import { useCallback, useEffect, useState } from 'react';
import { CHECK_DEBOUNCE_MS } from '../../../contract/constants';
import { failureOf, type Failure } from '../../lib/api-client';

/**
 * Asks `check` about `value` 500 ms after it stops changing. `passed` is `true` when it passed,
 * `false` when it failed, `null` when not checked (yet, or empty). A call that failed (e.g. too
 * many requests) counts as failed and `failure` says why. `settle()` answers the check of the
 * current value at once, asking now if the debounced answer is not in yet or the call failed: a
 * form submitted quickly still waits for its server checks.
 */
export function useDebouncedCheck(
  value: string,
  check: (value: string) => Promise<boolean>,
): { passed: boolean | null; failure: Failure | null; settle: () => Promise<boolean> } {
  const [result, setResult] = useState<{
    value: string;
    passed: boolean;
    failure?: Failure;
  } | null>(null);
  useEffect(() => {
    if (!value) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      check(value).then(
        (passed) => isCurrent && setResult({ value, passed }),
        (error: unknown) =>
          isCurrent && setResult({ value, passed: false, failure: failureOf(error) }),
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [value, check]);
  const isCurrentValue = Boolean(value) && result?.value === value;
  const known = isCurrentValue && result ? result.passed : null;
  const failure = (isCurrentValue && result?.failure) || null;
  const settle = useCallback(async () => {
    if (!value) return true;
    if (known !== null && !failure) return known;
    try {
      const passed = await check(value);
      setResult({ value, passed });
      return passed;
    } catch (error) {
      setResult({ value, passed: false, failure: failureOf(error) });
      return false;
    }
  }, [value, known, failure, check]);
  return { passed: known, failure, settle };
}
