import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { listingDetailRoute } from '@opswap/protocol/listings/listing-notification';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';

/** A screen loaded on first visit into its own chunk. */
function screen(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const swap = screen(() => import('../features/swap/swap-screen.tsx'));
const activity = screen(() => import('../features/activity/activity-screen.tsx'));
const dashboard = screen(() => import('../features/activity/dashboard-screen.tsx'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Screens load lazily; until the first one is in, the shell shows on its own.
    hydrateFallbackElement: <AppLayout />,
    children: [
      { index: true, ...swap },
      { path: 'swap', ...swap },
      { path: 'swap/:tokenA', ...swap },
      { path: 'swap/:tokenA/:tokenB', ...swap },
      { path: 'send', ...screen(() => import('../features/send/send-screen.tsx')) },
      {
        path: 'swap/native/reserve/:quoteHash?',
        ...screen(() => import('../features/native-swap/reserve-screen.tsx')),
      },
      {
        path: 'swap/native/execute/:quoteHash?/:swapHash?',
        ...screen(() => import('../features/native-swap/execute-screen.tsx')),
      },
      {
        path: 'swap/native/watch/:orderHash/:swapHash',
        ...screen(() => import('../features/native-swap/watch/watch-screen.tsx')),
      },
      { path: 'activity', ...activity },
      { path: 'activity/:tab', ...activity },
      {
        path: 'activity/active-listings/:listingHash',
        ...screen(() => import('../features/activity/listing-detail-screen.tsx')),
      },
      {
        // A listing's short link (spec 1 §2): the listing detail.
        path: 'listing/:listingHash',
        loader: ({ params }) => redirect(listingDetailRoute(params.listingHash ?? '')),
      },
      { path: 'dashboard', ...dashboard },
      { path: 'dashboard/:tab', ...dashboard },
      {
        path: 'documentation',
        ...screen(() => import('../features/docs/documentation-screen.tsx')),
      },
      {
        path: 'documentation/:doc',
        ...screen(() => import('../features/docs/documentation-screen.tsx')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
