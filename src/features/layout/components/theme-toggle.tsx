import { Trans } from '@lingui/react/macro';
import { Icon } from '../../../components/icon';
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
      <Icon name={isDark ? 'moon' : 'sun'} />
      <span className="sidebar__label">
        <Trans>Modo oscuro</Trans>
      </span>
    </button>
  );
}
