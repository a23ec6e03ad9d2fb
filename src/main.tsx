import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { activateLocale, i18n } from './i18n/i18n';
import { localeOfPath, pathInLocale, preferredLocale } from './i18n/locale';
import { setSignedOutHandler } from './lib/api-client';
import { reloadOnceOnChunkError } from './lib/chunk-reload';
import { ui } from './stores/ui-store';
import './styles/theme.css';
import './styles/layout.css';

document.documentElement.dataset.theme = ui.get().theme;
reloadOnceOnChunkError();
setSignedOutHandler(() => {
  queryClient.clear();
  const locale = localeOfPath(location.pathname);
  void router.navigate({
    to: '/{-$locale}',
    params: { locale: locale === 'en' ? 'en' : undefined },
  });
});

// entering without a language prefix: go to the saved or browser language once
const entryLocale = localeOfPath(location.pathname);
const wanted = entryLocale === 'es' ? preferredLocale() : entryLocale;
if (wanted !== entryLocale)
  history.replaceState(
    null,
    '',
    `${pathInLocale(location.pathname, wanted)}${location.search}${location.hash}`,
  );

await activateLocale(wanted);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
