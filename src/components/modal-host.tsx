import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { closeModal, ui } from '../stores/ui-store';
import './modal-host.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** One modal at a time: closes on the backdrop, the close button and Escape; traps and restores focus. */
export function ModalHost() {
  const { t } = useLingui();
  const modal = ui.useStore((state) => state.modal);
  const dialog = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // before any effect inside the modal moves focus: remember where it was, give it back on close
    if (!modal) return;
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus();
  }, [modal]);

  useEffect(() => {
    if (!modal) return;
    // the content's first field may have focus already; else the dialog holds it until it loads
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeModal();
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [head, tail] = [items[0], items.at(-1)];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal]);

  if (!modal) return null;
  const Content = modal.component;
  return (
    <div
      className="modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && closeModal()}
      role="presentation"
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={modal.label}
        tabIndex={-1}
      >
        <Suspense fallback={<p aria-busy="true" className="modal__loading" />}>
          <Content {...modal.props} />
          <FocusFirstField dialog={dialog} />
        </Suspense>
        {/* after the content, so focus starts on the content's first field */}
        <button
          type="button"
          className="modal__close icon-button"
          aria-label={t`Cerrar`}
          onClick={closeModal}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

/** Once the content is there (its code may load first), focus moves to its first field. */
function FocusFirstField({ dialog }: { dialog: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [dialog]);
  return null;
}
