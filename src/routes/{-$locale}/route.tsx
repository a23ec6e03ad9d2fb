import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { activateLocale } from '../../i18n/i18n';
import { localeOfParam } from '../../i18n/locale';
import { siteAccessQueries } from '../../lib/site-access-queries';
import { SiteBlockedPage } from '../../components/site-blocked-page';

/** Every page, in Spanish (no prefix) or English (/en): the language and the site-access guards. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, context, location }) => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound();
    const locale = localeOfParam(params.locale);
    await activateLocale(locale);
    const access = await context.queryClient.ensureQueryData(siteAccessQueries.current());
    const isRestrictionPage = location.pathname.endsWith('/restriction');
    if (access.isCountryBlocked && !isRestrictionPage) {
      throw redirect({ to: '/{-$locale}/restriction', params: { locale: params.locale } });
    }
    return { locale, isIpBlocked: access.isIpBlocked };
  },
  component: LocaleRoot,
});

function LocaleRoot() {
  const { isIpBlocked } = Route.useRouteContext();
  return isIpBlocked ? <SiteBlockedPage /> : <Outlet />;
}
