import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // a refusal (4xx) is an answer, not a glitch: asking again changes nothing
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiFailure && error.httpStatus >= 400),
    },
  },
});
