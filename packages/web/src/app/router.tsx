import { redirect, type RouteObject } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { loadTokenPage } from '../features/token/load-token-page.ts';

/** A screen loaded on first visit into its own chunk. */
function screen(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const swap = screen(() => import('../features/swap/swap-screen.tsx'));
const createPool = screen(() => import('../features/native-pool/create-pool-screen.tsx'));
const dashboardDeploy = screen(() => import('../features/deploy/dashboard-deploy-screen.tsx'));

/** The screens that exist so far; the table's other routes show 'Page not found' until they land. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Screens load lazily; until the first one is in, the shell shows on its own (the app waits
    // for it before its first render: boot.tsx).
    hydrateFallbackElement: <AppLayout />,
    children: [
      { index: true, ...swap },
      { path: routes.swap.pattern, ...swap },
      { path: routes.send.pattern, ...screen(() => import('../features/send/send-screen.tsx')) },
      {
        path: routes.nativeReserve.pattern,
        ...screen(() => import('../features/native-swap/reserve-screen.tsx')),
      },
      {
        path: routes.nativeExecute.pattern,
        ...screen(() => import('../features/native-swap/execute-screen.tsx')),
      },
      {
        path: routes.nativeWatch.pattern,
        ...screen(() => import('../features/native-swap/watch/watch-screen.tsx')),
      },
      {
        path: routes.activity.pattern,
        ...screen(() => import('../features/activity/activity-screen.tsx')),
      },
      {
        path: routes.listingDetail.pattern,
        ...screen(() => import('../features/activity/listing-detail-screen.tsx')),
      },
      {
        path: routes.listing.pattern,
        loader: ({ params }) => redirect(routes.listingDetail(params.listingHash ?? '')),
      },
      {
        path: routes.dashboard.pattern,
        ...screen(() => import('../features/activity/dashboard-screen.tsx')),
      },
      // The dashboard's deployment pages are the deploy feature's.
      ...(['deployment', 'deploy-token', 'deploy-farm'] as const).map((tab) => ({
        path: routes.dashboard(tab).slice(1),
        ...dashboardDeploy,
      })),
      {
        path: routes.token.pattern,
        loader: ({ params }) => loadTokenPage(params.address),
        ...screen(() => import('../features/token/token-screen.tsx')),
      },
      {
        path: routes.documentation.pattern,
        ...screen(() => import('../features/docs/documentation-screen.tsx')),
      },
      {
        path: routes.explore.pattern,
        ...screen(() => import('../features/explore/explore-screen.tsx')),
      },
      {
        path: routes.farm.pattern,
        ...screen(() => import('../features/farm/farm-screen.tsx')),
      },
      {
        path: routes.pool.pattern,
        ...screen(() => import('../features/pool/positions-screen.tsx')),
      },
      {
        path: routes.poolDetail.pattern,
        ...screen(() => import('../features/pool/pool-detail-screen.tsx')),
      },
      {
        path: routes.poolAdd.pattern,
        ...screen(() => import('../features/add-liquidity/add-liquidity-screen.tsx')),
      },
      { path: routes.poolCreate.pattern, ...createPool },
      { path: routes.poolCreateNew.pattern, ...createPool },
      {
        path: routes.poolAddNative.pattern,
        ...screen(() => import('../features/native-pool/add-native-screen.tsx')),
      },
      {
        path: routes.poolRemove.pattern,
        ...screen(() => import('../features/remove-liquidity/remove-liquidity-screen.tsx')),
      },
      { path: routes.stake.pattern, ...screen(() => import('../features/stake/stake-screen.tsx')) },
      {
        path: routes.farmManage.pattern,
        ...screen(() => import('../features/deploy/manage-farms-screen.tsx')),
      },
      {
        path: routes.farmDeployToken.pattern,
        ...screen(() => import('../features/deploy/deploy-token-screen.tsx')),
      },
      {
        path: routes.farmDeployFarm.pattern,
        ...screen(() => import('../features/deploy/deploy-farm-screen.tsx')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
