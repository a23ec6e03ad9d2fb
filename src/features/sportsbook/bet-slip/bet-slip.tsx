import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { BetSlipPanel } from './bet-slip-panel';
import { useBetSlip } from './bet-slip-store';
import { useLiveSlipOdds } from './use-live-slip-odds';
import './bet-slip.css';

/** Below this width the slip is a drawer above the bottom navigation (bottom-nav.css). */
const PHONE_QUERY = '(max-width: 899px)';

function subscribeToPhoneQuery(onChange: () => void): () => void {
  const query = matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneQuery,
    () => matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The bet slip: a side panel on a desktop; on a phone a button with the count above the bottom
 * navigation that opens the slip as a drawer (a modal dialog: focus stays inside, Escape closes).
 */
export function BetSlip() {
  useLiveSlipOdds();
  const isPhone = useIsPhone();
  const headingId = useId();
  if (!isPhone) {
    return (
      <aside className="bet-slip bet-slip--panel" aria-labelledby={headingId}>
        <BetSlipPanel headingId={headingId} />
      </aside>
    );
  }
  return <BetSlipDrawer headingId={headingId} />;
}

function BetSlipDrawer({ headingId }: { headingId: string }) {
  const { t } = useLingui();
  const { selections } = useBetSlip();
  const [isOpen, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = selections.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <>
      {(count > 0 || isOpen) && (
        <button
          type="button"
          className="bet-slip-trigger"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-label={t`Boleto de apuestas: ${count} selecciones`}
          data-testid="bet-slip-trigger"
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">
            <Trans>Boleto</Trans>
          </span>
          <span className="bet-slip-trigger__badge" aria-hidden="true">
            {count}
          </span>
        </button>
      )}
      <dialog
        ref={dialog}
        className="bet-slip bet-slip--drawer"
        aria-labelledby={headingId}
        onClose={() => setOpen(false)}
      >
        {isOpen && (
          <>
            <button
              type="button"
              className="bet-slip__close icon-button"
              aria-label={t`Cerrar el boleto`}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
            <BetSlipPanel headingId={headingId} />
          </>
        )}
      </dialog>
    </>
  );
}
