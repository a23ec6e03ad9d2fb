import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { StepUpProvider } from '../components/step-up';

export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <StepUpProvider>
      <Outlet />
    </StepUpProvider>
  ),
});
