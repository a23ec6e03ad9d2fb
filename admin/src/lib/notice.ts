import type { I18n } from '@lingui/core';
import { useCallback, useState } from 'react';

/**
 * What a notice says, worded (and its amounts and dates formatted) each time it is shown, so a
 * notice given in Spanish reads in English once the language is switched.
 */
export type Notice = (i18n: I18n) => string;

/** A component's notice and its setter (`null` clears it). */
export function useNotice() {
  const [held, setHeld] = useState<{ say: Notice } | null>(null);
  const setNotice = useCallback((say: Notice | null) => setHeld(say && { say }), []);
  return [held?.say ?? null, setNotice] as const;
}
