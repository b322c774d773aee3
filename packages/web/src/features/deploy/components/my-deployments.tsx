import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MANAGE_FARMS_TEXTS } from '@opswap/protocol/deploy/deploy-texts';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { farmPoolsPath } from '@opswap/protocol/farms/farm-link';
import { routes } from '@opswap/protocol/routes/routes';
import { networkNotSupportedText } from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useMyDeployments } from '../deploy-queries.ts';
import type { MyDeployment } from '../deployments.ts';
import { AddressLine } from './address-line.tsx';
import { secondaryLinkClass } from './deploy-styles.ts';

/** Deploy Staking Contract with the token chosen. */
export const deployFarmFor = (token: string) =>
  `${routes.farmDeployFarm()}?token=${encodeURIComponent(token)}`;

/**
 * 'My Tokens' and 'My Farms': the tokens the wallet deployed through the farm factory and the
 * farms deployed for them, with links to the token page, /farm and the farm deployment. Without a
 * wallet it asks for one; with none deployed it says 'You have no farm tokens'.
 */
export function MyDeployments() {
  return (
    <SessionGate notConnectedText={MANAGE_FARMS_TEXTS.connect} requireSession={false}>
      <DeploymentLists />
    </SessionGate>
  );
}

function DeploymentLists() {
  const { query, deployer, contracts, network } = useMyDeployments();
  if (!contracts) return <Notice>{networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}</Notice>;
  if (deployer === '') return <ErrorBox message={NO_WALLET_CONNECTED} />;
  if (query.isError) return <ErrorBox message={toUserMessage(query.error)} />;
  if (!query.data) return <Notice>{MANAGE_FARMS_TEXTS.loading}</Notice>;
  if (query.data.length === 0) {
    return (
      <Notice>
        <span>{MANAGE_FARMS_TEXTS.noTokens}</span>
        <Link to={routes.farmDeployToken()} className={secondaryLinkClass}>
          {MANAGE_FARMS_TEXTS.deployToken}
        </Link>
      </Notice>
    );
  }
  const farms = query.data.filter((deployment) => deployment.farm !== null);
  return (
    <>
      <Section title={MANAGE_FARMS_TEXTS.myTokens}>
        {query.data.map((deployment) => (
          <TokenCard key={deployment.token.address} deployment={deployment} />
        ))}
      </Section>
      <Section title={MANAGE_FARMS_TEXTS.myFarms}>
        {farms.length === 0 ? (
          <p className="text-sm text-muted">{MANAGE_FARMS_TEXTS.noFarms}</p>
        ) : (
          farms.map((deployment) => (
            <FarmCard key={deployment.farm?.address} deployment={deployment} />
          ))
        )}
      </Section>
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-4 py-10 text-center text-muted">
      {children}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `deployments-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {children}
    </li>
  );
}

function TokenCard({ deployment }: { deployment: MyDeployment }) {
  const { token, farm } = deployment;
  return (
    <Card title={`${token.name} (${token.symbol})`}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">
          {token.name} <span className="text-muted">({token.symbol})</span>
        </p>
        <AddressLine address={token.address} label={`${token.symbol} address`} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={routes.token(token.address)} className={secondaryLinkClass}>
          {MANAGE_FARMS_TEXTS.viewToken}
        </Link>
        {farm === null ? (
          <Link to={deployFarmFor(token.address)} className={secondaryLinkClass}>
            {MANAGE_FARMS_TEXTS.deployItsFarm}
          </Link>
        ) : (
          <span className="text-sm font-semibold text-success">{MANAGE_FARMS_TEXTS.hasFarm}</span>
        )}
      </div>
    </Card>
  );
}

function FarmCard({ deployment }: { deployment: MyDeployment }) {
  const { token, farm } = deployment;
  if (farm === null) return null;
  // The name /farm lists the farm by; the factory takes an empty one too.
  const title = farm.name.trim() || MANAGE_FARMS_TEXTS.farmOf(token.symbol);
  return (
    <Card title={title}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">
          {title} <span className="text-muted">({token.symbol})</span>
        </p>
        <AddressLine address={farm.address} label={`${title} address`} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={farmPoolsPath(farm.address)} className={secondaryLinkClass}>
          {MANAGE_FARMS_TEXTS.viewFarm}
        </Link>
        <Link to={routes.token(token.address)} className={secondaryLinkClass}>
          {MANAGE_FARMS_TEXTS.viewToken}
        </Link>
      </div>
    </Card>
  );
}
