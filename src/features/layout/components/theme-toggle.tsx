import { Trans } from '@lingui/react/macro';
import { setTheme, ui } from '../../../stores/ui-store';

export function ThemeToggle() {
  const theme = ui.useStore((state) => state.theme);
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="sidebar__item theme-toggle"
      role="switch"
      aria-checked={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{isDark ? '🌙' : '☀️'}</span>
      <span className="sidebar__label">
        <Trans>Modo oscuro</Trans>
      </span>
    </button>
  );
}
