import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { USER_MENU } from '../../../contract/constants';
import { ChangePasswordModal } from '../../features/account/components/change-password-modal';
import { ContactModal } from '../../features/account/components/contact-modal';
import { ProfileModal } from '../../features/account/components/profile-modal';
import { LoginModal } from '../../features/auth/components/login-modal';
import { registerModal } from '../../lib/modal-registry';
import { DefaultLayout } from '../../features/layout/components/default-layout';
import { playerQueries } from '../../lib/player-queries';
import { openModal, ui } from '../../stores/ui-store';

const loginLabel = msg`Iniciar sesión`;

// the modals the sidebar opens by number (user menu) or name (contact)
registerModal(USER_MENU.personalDetails, ProfileModal, msg`Datos personales`);
registerModal(USER_MENU.changePassword, ChangePasswordModal, msg`Cambiar contraseña`);
registerModal('contact', ContactModal, msg`Contacto`);

/** The default layout: sidebar, slider, footer, bottom navigation, cookie banner, modals, toasts. */
export const Route = createFileRoute('/{-$locale}/_layout')({
  component: LayoutRoute,
});

function LayoutRoute() {
  const queryClient = useQueryClient();
  const isLoginRequested = ui.useStore((state) => state.isLoginRequested);

  useEffect(() => {
    // a login request (sidebar, profile menu, guards) opens the login modal once the layout is here
    if (!isLoginRequested) return;
    ui.set({ isLoginRequested: false });
    openModal(LoginModal, i18n._(loginLabel));
  }, [isLoginRequested]);

  useEffect(() => {
    // logging in loads the player and the balance
    const onLoggedIn = () => void queryClient.invalidateQueries({ queryKey: playerQueries.all() });
    window.addEventListener('logged-in', onLoggedIn);
    return () => window.removeEventListener('logged-in', onLoggedIn);
  }, [queryClient]);

  return <DefaultLayout />;
}
