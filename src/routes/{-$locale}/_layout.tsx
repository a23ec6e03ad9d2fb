import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoginModal } from '../../features/auth/components/login-modal';
import { DefaultLayout } from '../../features/layout/components/default-layout';
import { playerQueries } from '../../lib/player-queries';
import { openModal, ui } from '../../stores/ui-store';

const loginLabel = msg`Iniciar sesión`;

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
