import { isApiError } from './api-error';
import { WriteAwareQueryClient } from './write-aware-query-client';

export const queryClient = new WriteAwareQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Business errors (a switched-off module, a bad parameter) will not change on retry.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
  },
});
