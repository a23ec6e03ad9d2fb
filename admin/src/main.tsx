import './styles/admin.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { activateLocale, i18n, savedLocale } from './lib/i18n';
import { subscribeStaffSession } from './lib/staff-session';

// a session that ends (sign-out, a 401, a revoked session) forgets what it read and goes to sign-in
subscribeStaffSession((session) => {
  if (session) return;
  queryClient.clear();
  void router.navigate({ to: '/sign-in' });
});

const root = document.getElementById('admin-root');
void activateLocale(savedLocale()).then(() => {
  if (!root) return;
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
});
