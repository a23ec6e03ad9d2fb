import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../../features/layout/components/default-layout';

/** The default layout: sidebar, slider, footer, bottom navigation, cookie banner, modals, toasts. */
export const Route = createFileRoute('/{-$locale}/_layout')({
  component: DefaultLayout,
});
