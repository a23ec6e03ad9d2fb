import { createFileRoute, redirect } from '@tanstack/react-router';

// The spec's 'online-casino copy' page has no stated purpose: it redirects to the casino.
export const Route = createFileRoute('/{-$locale}/_layout/online-casino-copy')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/{-$locale}/online-casino',
      params: { locale: params.locale },
      replace: true,
    });
  },
});
