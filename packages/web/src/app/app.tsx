import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { WalletRoot } from '../features/wallet/wallet-root.tsx';
import { queryClient } from '../lib/query/query-client.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <WalletRoot />
    </QueryClientProvider>
  );
}
