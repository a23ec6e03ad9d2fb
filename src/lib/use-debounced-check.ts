import { useEffect, useState } from 'react';
import { CHECK_DEBOUNCE_MS } from '../../contract/constants';

/**
 * Asks `check` about `value` 500 ms after it stops changing; `true` means it passed, `false` it
 * failed (a failed call counts as failed), `null` not checked (yet, or empty).
 */
export function useDebouncedCheck(
  value: string,
  check: (value: string) => Promise<boolean>,
): boolean | null {
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
  return value && result?.value === value ? result.passed : null;
}
