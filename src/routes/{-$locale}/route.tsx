import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { activateLocale } from '../../i18n/i18n';
import { localeOfParam } from '../../i18n/locale';
import { siteAccessQueries } from '../../lib/site-access-queries';
import { SiteBlockedPage } from '../../components/site-blocked-page';
import { NotFoundInShell } from './-components/layout-shell';

/** Every page, in Spanish (no prefix) or English (/en): the language and the site-access guards. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, context, location }) => {
    // an address whose first part is no language is a page not found, in the default language
    const isLocale = params.locale === undefined || params.locale === 'en';
    const locale = localeOfParam(isLocale ? params.locale : undefined);
    await activateLocale(locale);
    if (!isLocale) throw notFound();
    const access = await context.queryClient.ensureQueryData(siteAccessQueries.current());
    const isRestrictionPage = location.pathname.endsWith('/restriction');
    if (access.isCountryBlocked && !isRestrictionPage) {
      throw redirect({ to: '/{-$locale}/restriction', params: { locale: params.locale } });
    }
    return { locale, isIpBlocked: access.isIpBlocked };
  },
  component: LocaleRoot,
  notFoundComponent: NotFoundInShell,
});

function LocaleRoot() {
  const { isIpBlocked } = Route.useRouteContext();
  return isIpBlocked ? <SiteBlockedPage /> : <Outlet />;
}
