import { QueryClient } from '@tanstack/react-query';
import { onNetworkReset } from '../network/network-store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

onNetworkReset(() => queryClient.clear());
