/** TanStack Query client; any write drops the short-list cache (spec 1 §9). */
import { QueryClient } from '@tanstack/react-query';
import { onWrite } from './api';

export const shortListKey = 'short';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  onWrite(() => client.removeQueries({ queryKey: [shortListKey] }));
  return client;
}
