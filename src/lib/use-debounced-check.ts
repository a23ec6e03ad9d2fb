import { useCallback, useEffect, useState } from 'react';
import { CHECK_DEBOUNCE_MS } from '../../contract/constants';

/**
 * Asks `check` about `value` 500 ms after it stops changing. `passed` is `true` when it passed,
 * `false` when it failed (a failed call counts as failed), `null` when not checked (yet, or
 * empty). `settle()` answers the check of the current value at once, asking now if the debounced
 * answer is not in yet: a form submitted quickly still waits for its server checks.
 */
export function useDebouncedCheck(
  value: string,
  check: (value: string) => Promise<boolean>,
): { passed: boolean | null; settle: () => Promise<boolean> } {
  const [result, setResult] = useState<{ value: string; passed: boolean } | null>(null);
  useEffect(() => {
    if (!value) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      check(value).then(
        (passed) => isCurrent && setResult({ value, passed }),
        () => isCurrent && setResult({ value, passed: false }),
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [value, check]);
  const known = value && result?.value === value ? result.passed : null;
  const settle = useCallback(async () => {
    if (!value) return true;
    if (known !== null) return known;
    const passed = await check(value).catch(() => false);
    setResult({ value, passed });
    return passed;
  }, [value, known, check]);
  return { passed: known, settle };
}
