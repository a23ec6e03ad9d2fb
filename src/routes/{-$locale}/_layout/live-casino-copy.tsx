import { createFileRoute, redirect } from '@tanstack/react-router';

// The spec's 'live-casino copy' page has no stated purpose: it redirects to the live casino.
export const Route = createFileRoute('/{-$locale}/_layout/live-casino-copy')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/{-$locale}/live-casino',
      params: { locale: params.locale },
      replace: true,
    });
  },
});
