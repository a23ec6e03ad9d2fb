import { ui } from '../stores/ui-store';
import './toast-host.css';

export function ToastHost() {
  const toasts = ui.useStore((state) => state.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
