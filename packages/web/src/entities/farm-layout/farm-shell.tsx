import type { ReactNode } from 'react';
import { MANAGE_FARMS_TEXTS } from '@opswap/protocol/deploy/deploy-texts';
import { routes } from '@opswap/protocol/routes/routes';
import { SidebarLayout, SidebarNav } from '../../ui/sidebar-nav.tsx';

const FARM_ITEMS = [
  { to: routes.farm(), label: MANAGE_FARMS_TEXTS.farmsOverview },
  { to: routes.farmManage(), label: MANAGE_FARMS_TEXTS.title },
  { to: routes.farmDeployToken(), label: MANAGE_FARMS_TEXTS.deployToken },
  { to: routes.farmDeployFarm(), label: MANAGE_FARMS_TEXTS.deployFarm },
] as const;

/**
 * The farm pages' sidebar (the spec's Farms Overview, Manage Farms, Deploy Farm Token, Deploy
 * Staking Contract): a column on desktop, a sideways strip on a phone.
 */
export function FarmSidebar() {
  return <SidebarNav label={MANAGE_FARMS_TEXTS.sidebarLabel} items={FARM_ITEMS} />;
}

/** A farm page (/farm and /farm/manage/...): the farm sidebar beside the page's content. */
export function FarmShell({ children }: { children: ReactNode }) {
  return <SidebarLayout sidebar={<FarmSidebar />}>{children}</SidebarLayout>;
}
