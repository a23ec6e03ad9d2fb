import { Trans } from '@lingui/react/macro';
import { ui } from '../stores/ui-store';
import './update-prompt.css';

/** 'New version available - reload': shown once a new service worker waits. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const isUpdateAvailable = ui.useStore((state) => state.isUpdateAvailable);
  if (!isUpdateAvailable) return null;
  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>Hay una nueva versión disponible.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onReload}>
        <Trans>Recargar</Trans>
      </button>
    </div>
  );
}
