import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { useLocale } from '../../../lib/use-locale';
import { ProfileMenu } from './profile-menu';
import './bottom-nav.css';

type Target =
  '/{-$locale}' | '/{-$locale}/live-casino' | '/{-$locale}/online-casino' | '/{-$locale}/sports';

// The entries' labels are Spanish in both languages, as the spec names them.
const ENTRIES: { label: string; icon: IconName; to: Target; path: string }[] = [
  { label: 'Inicio', icon: 'home', to: '/{-$locale}', path: '/' },
  { label: 'Live', icon: 'live', to: '/{-$locale}/live-casino', path: '/live-casino' },
  { label: 'Casino', icon: 'casino', to: '/{-$locale}/online-casino', path: '/online-casino' },
  { label: 'Sports', icon: 'sports', to: '/{-$locale}/sports', path: '/sports' },
];

/** An entry is active when the path equals its route or starts with its route plus a slash. */
export function isEntryActive(pathname: string, entryPath: string): boolean {
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return bare === entryPath || (entryPath !== '/' && bare.startsWith(`${entryPath}/`));
}

export function BottomNav() {
  const { t } = useLingui();
  const { localeParam } = useLocale();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [isProfileOpen, setProfileOpen] = useState(false);
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isProfileOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setProfileOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setProfileOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isProfileOpen]);

  return (
    <nav className="bottom-nav" aria-label="Menú inferior móvil" ref={container}>
      <ul className="bottom-nav__list">
        {ENTRIES.map((entry) => {
          const isActive = isEntryActive(pathname, entry.path);
          return (
            <li key={entry.path}>
              <Link
                to={entry.to}
                params={{ locale: localeParam }}
                className="bottom-nav__item"
                data-active={isActive || undefined}
                aria-current={isActive ? 'page' : undefined}
              >
                <Icon name={entry.icon} />
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="bottom-nav__item"
            aria-expanded={isProfileOpen}
            aria-controls="profile-menu"
            aria-label={t`Perfil`}
            onClick={() => setProfileOpen((open) => !open)}
          >
            <Icon name="profile" />
            <span>Perfil</span>
          </button>
        </li>
      </ul>
      {isProfileOpen && <ProfileMenu onChoose={() => setProfileOpen(false)} />}
    </nav>
  );
}
