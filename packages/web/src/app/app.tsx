import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { WalletRoot } from '../features/wallet/wallet-root.tsx';
import { queryClient } from '../lib/query/query-client.ts';

export function App({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <WalletRoot />
    </QueryClientProvider>
  );
}
