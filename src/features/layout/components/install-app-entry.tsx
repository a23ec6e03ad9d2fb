import { Icon } from '../../../components/icon';
import { Trans, useLingui } from '@lingui/react/macro';
import { dismissIosHint, promptInstall, useInstallOffer } from '../../../lib/install-prompt';
import './install-app-entry.css';

interface InstallAppEntryProps {
  /** the sidebar's item style, or the profile menu's */
  variant: 'sidebar' | 'menu';
  /** the profile menu closes when an entry is chosen */
  onChoose?: () => void;
}

/**
 * 'Install app' when the browser offers installing (beforeinstallprompt); on iOS Safari, which
 * never does, a dismissible hint to add the app from the Share menu; otherwise nothing.
 */
export function InstallAppEntry({ variant, onChoose }: InstallAppEntryProps) {
  const { t } = useLingui();
  const offer = useInstallOffer();

  if (offer === 'prompt') {
    const label = t`Instalar app`;
    return (
      <button
        type="button"
        className={variant === 'sidebar' ? 'sidebar__item' : 'profile-menu__item install-entry'}
        title={variant === 'sidebar' ? label : undefined}
        onClick={() => {
          // prompt() needs the click's user activation: call it before anything else
          void promptInstall();
          onChoose?.();
        }}
      >
        {variant === 'sidebar' && <Icon name="install" />}
        <span className={variant === 'sidebar' ? 'sidebar__label' : undefined}>{label}</span>
      </button>
    );
  }
  if (offer === 'ios-hint') {
    return (
      <div
        className={`install-hint${variant === 'sidebar' ? ' install-hint--sidebar sidebar__label' : ''}`}
        role="note"
      >
        <p>
          <Trans>Para instalar: pulsa Compartir y luego «Añadir a pantalla de inicio».</Trans>
        </p>
        <button
          type="button"
          className="install-hint__close"
          aria-label={t`Cerrar aviso de instalación`}
          onClick={dismissIosHint}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  return null;
}
