import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // a refusal will not change by asking again; a lost connection may
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiFailure && error.httpStatus >= 400),
    },
  },
});
