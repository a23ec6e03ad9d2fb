import { Trans } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegistrationForm } from '../../../features/auth/components/registration-form';
import { session } from '../../../lib/session';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** Guests only: a logged-in player goes home. `?code=` carries a referral code that is kept. */
export const Route = createFileRoute('/{-$locale}/_layout/sign-up')({
  validateSearch: v.object({
    code: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  }),
  beforeLoad: ({ params, search }) => {
    if (session.get().token)
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale } });
    if (search.code) sessionStorage.setItem('casino.referral-code', search.code);
  },
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: SignUpPage,
});

function SignUpPage() {
  const { code } = Route.useSearch();
  return (
    <section className="content-page">
      <h1>
        <Trans>Crea tu cuenta</Trans>
      </h1>
      <RegistrationForm referralCode={code ?? sessionStorage.getItem('casino.referral-code')} />
    </section>
  );
}
