import { Trans } from '@lingui/react/macro';
import { useIsOnline } from '../lib/network';
import './offline-banner.css';

/**
 * 'Offline: what you see may be out of date', at the top of every page of the layout while the
 * device is offline: a balance or a list may come from the saved copy. The live region stays in
 * the page when online, so a screen reader announces the text when it appears.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {!isOnline && (
        <p className="offline-banner__text">
          <Trans>Sin conexión: lo que ves puede no estar actualizado</Trans>
        </p>
      )}
    </div>
  );
}
