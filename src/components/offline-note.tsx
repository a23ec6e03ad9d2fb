import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../lib/format';
import { useIsOnline } from '../lib/network';
import './offline-note.css';

/** 'Offline — updated at <time>': shown next to data that comes from the saved copy. */
export function OfflineNote({ updatedAt }: { updatedAt: number | undefined }) {
  const isOnline = useIsOnline();
  if (isOnline || !updatedAt) return null;
  const time = formatDateTime(new Date(updatedAt).toISOString());
  return (
    <p className="offline-note" role="status">
      <Trans>Sin conexión — actualizado el {time}</Trans>
    </p>
  );
}
