import type { ReactNode } from 'react';
import {
  DEPLOYMENT_TEXTS,
  FARM_DEPLOY_TEXTS,
  MANAGE_FARMS_TEXTS,
  TOKEN_DEPLOY_TEXTS,
} from '@opswap/protocol/deploy/deploy-texts';
import {
  type NetworkContracts,
  networkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { FarmDeployForm } from './farm-deploy-form.tsx';
import { MyDeployments } from './my-deployments.tsx';
import { TokenDeployForm } from './token-deploy-form.tsx';

function Page(props: { title: string; intro?: string; children: ReactNode }) {
  usePageTitle(props.title);
  return (
    <>
      <h1 className="text-2xl font-bold md:text-3xl">{props.title}</h1>
      {props.intro && <p className="text-muted">{props.intro}</p>}
      {props.children}
    </>
  );
}

/** A deploy form for a connected wallet on a network the product runs on. */
function DeployGate(props: {
  connectText: string;
  children: (contracts: NetworkContracts) => ReactNode;
}) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <SessionGate notConnectedText={props.connectText} requireSession={false}>
      {contracts ? (
        props.children(contracts)
      ) : (
        <p className="text-muted">{networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}</p>
      )}
    </SessionGate>
  );
}

/** /farm/manage: the wallet's tokens and farms. */
export function ManageFarmsPage() {
  return (
    <Page title={MANAGE_FARMS_TEXTS.title}>
      <MyDeployments />
    </Page>
  );
}

/** /dashboard/deployment: the same lists in the dashboard. */
export function DeploymentsPage() {
  return (
    <Page title={DEPLOYMENT_TEXTS.title} intro={DEPLOYMENT_TEXTS.intro}>
      <MyDeployments />
    </Page>
  );
}

export function DeployTokenPage() {
  return (
    <Page title={TOKEN_DEPLOY_TEXTS.title} intro={TOKEN_DEPLOY_TEXTS.intro}>
      <DeployGate connectText={TOKEN_DEPLOY_TEXTS.connect}>
        {(contracts) => <TokenDeployForm contracts={contracts} />}
      </DeployGate>
    </Page>
  );
}

export function DeployFarmPage() {
  return (
    <Page title={FARM_DEPLOY_TEXTS.title} intro={FARM_DEPLOY_TEXTS.intro}>
      <DeployGate connectText={FARM_DEPLOY_TEXTS.connect}>
        {(contracts) => <FarmDeployForm contracts={contracts} />}
      </DeployGate>
    </Page>
  );
}
