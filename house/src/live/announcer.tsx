// What the live screen says to screen readers: one polite region, for the moments that matter
// (a bet accepted, a cash-out, the bust), never every tick of the curve.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(text: string) => void>(() => undefined);

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', version: 0 });
  // the same sentence twice in a row is read twice: the key makes a new text node
  const announce = useCallback(
    (text: string) => setMessage((current) => ({ text, version: current.version + 1 })),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="live-announcer"
      >
        <span key={message.version}>{message.text}</span>
      </p>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
