import { useLingui } from '@lingui/react/macro';
import { dismissToast, holdToast, releaseToast, ui } from '../stores/ui-store';
import './toast-host.css';

export function ToastHost() {
  const { t } = useLingui();
  const toasts = ui.useStore((state) => state.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        // held while pointed at or focused, so it is not taken away mid-read (WCAG 2.2.1)
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          onPointerEnter={() => holdToast(toast.id)}
          onPointerLeave={() => releaseToast(toast.id)}
          onFocus={() => holdToast(toast.id)}
          onBlur={() => releaseToast(toast.id)}
        >
          <p className="toast__text">{toast.text}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={t`Cerrar aviso`}
            onClick={() => dismissToast(toast.id)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
