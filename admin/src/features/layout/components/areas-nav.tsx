import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { Area } from '../../../lib/areas';

/**
 * The areas as a row of links; on a phone a menu button naming the current area opens them as a
 * list (Escape, a choice or a tap elsewhere closes it, focus back on the button).
 */
export function AreasNav({ areas }: { areas: readonly Area[] }) {
  const { i18n, t } = useLingui();
  const matchRoute = useMatchRoute();
  const [isOpen, setIsOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = areas.find((area) => matchRoute({ to: area.path, fuzzy: true }) !== false);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const links = navRef.current?.querySelectorAll<HTMLAnchorElement>('li a');
    const active = navRef.current?.querySelector<HTMLAnchorElement>('a[aria-current="page"]');
    (active ?? links?.[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <nav ref={navRef} aria-label={t`Áreas`} className="layout__nav" data-open={isOpen}>
      <button
        ref={buttonRef}
        type="button"
        className="layout__menu-button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">☰ </span>
        <Trans>Menú</Trans>
        {current && (
          <>
            {' '}
            <span className="layout__menu-current">{i18n._(current.label)}</span>
          </>
        )}
      </button>
      <ul id={listId}>
        {areas.map((area) => (
          <li key={area.path}>
            <Link
              to={area.path}
              activeProps={{ 'aria-current': 'page' }}
              onClick={() => {
                if (isOpen) close(true);
              }}
            >
              {i18n._(area.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
