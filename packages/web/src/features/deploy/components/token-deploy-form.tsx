import { useState } from 'react';
import { Link } from 'react-router';
import {
  TOKEN_DEPLOY_HINTS,
  TOKEN_DEPLOY_LABELS,
  TOKEN_DEPLOY_TEXTS,
  MANAGE_FARMS_TEXTS,
} from '@opswap/protocol/deploy/deploy-texts';
import {
  DEPLOY_DEFAULT_DECIMALS,
  type TokenDeployField,
  type TokenDeployInput,
  type TokenDeployParams,
  validateTokenDeploy,
} from '@opswap/protocol/deploy/token-deploy-form';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { routes } from '@opswap/protocol/routes/routes';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { useDeployToken } from '../hooks/use-deploy-token.ts';
import { useDeployForm } from '../hooks/use-deploy-form.ts';
import { deployFarmFor } from './my-deployments.tsx';
import { DeploySuccess } from './deploy-success.tsx';
import { primaryButtonClass, secondaryLinkClass } from './deploy-styles.ts';

const EMPTY_FORM: TokenDeployInput = {
  name: '',
  symbol: '',
  decimals: String(DEPLOY_DEFAULT_DECIMALS),
  maxSupply: '',
  initialMintTo: '',
  initialMintAmount: '',
  freeMintSupply: '',
  freeMintPerTx: '',
  tokenOwner: '',
};

/**
 * The token deploy form (every spec input, one message per field once submitted), its review,
 * and the deployment's success view with the new token's address.
 */
export function TokenDeployForm({ contracts }: { contracts: NetworkContracts }) {
  const network = useNetworkStore((state) => state.network);
  const deploy = useDeployToken(contracts);
  const own = useConnectedWallet()?.sender?.toHex() ?? '';
  // The form shows to a connected wallet only: its OP_NET address owns the token by default.
  const [form, setForm] = useState<TokenDeployInput>(() => ({
    ...EMPTY_FORM,
    initialMintTo: own,
    tokenOwner: own,
  }));

  const result = validateTokenDeploy(form, network);
  const { errors, reviewError, deployed, ...steps } = useDeployForm(deploy, result);
  const field = (
    name: TokenDeployField,
    options: { mono?: boolean; placeholder?: string } = {},
  ) => (
    <FormField
      label={TOKEN_DEPLOY_LABELS[name]}
      value={form[name]}
      onChange={(text) => setForm((current) => ({ ...current, [name]: text }))}
      error={errors[name] ?? null}
      hint={TOKEN_DEPLOY_HINTS[name]}
      placeholder={options.placeholder ?? ''}
      mono={options.mono}
    />
  );

  if (deploy.flow.step === 'sent' && deployed) {
    const params = deploy.flow.plan;
    return (
      <DeploySuccess
        title={TOKEN_DEPLOY_TEXTS.sent}
        summary={`${params.name} (${params.symbol})`}
        transactionId={deploy.flow.transactionId}
        recording={deploy.recording}
        addressLabel={TOKEN_DEPLOY_TEXTS.newToken}
        address={deployed.address}
        note={TOKEN_DEPLOY_TEXTS.addressNote}
        links={
          <>
            <Link to={routes.token(deployed.address)} className={secondaryLinkClass}>
              {MANAGE_FARMS_TEXTS.viewToken}
            </Link>
            <Link to={deployFarmFor(deployed.address)} className={secondaryLinkClass}>
              {MANAGE_FARMS_TEXTS.deployItsFarm}
            </Link>
            <Link to={routes.farmManage()} className={secondaryLinkClass}>
              {MANAGE_FARMS_TEXTS.title}
            </Link>
          </>
        }
        doneLabel={TOKEN_DEPLOY_TEXTS.another}
        onDone={() => {
          steps.done();
          setForm((current) => ({
            ...EMPTY_FORM,
            initialMintTo: current.initialMintTo,
            tokenOwner: current.tokenOwner,
          }));
        }}
        failedTitle={TOKEN_DEPLOY_TEXTS.failedTitle}
        backLabel={TOKEN_DEPLOY_TEXTS.back}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void steps.submit(event)}
      aria-label={TOKEN_DEPLOY_TEXTS.title}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', { placeholder: 'My Farm Token' })}
        {field('symbol', { placeholder: 'FARM' })}
        {field('decimals')}
        {field('maxSupply', { placeholder: '1000000' })}
      </div>
      {/* Full width: an OP_NET address is too long for half the form. */}
      {field('initialMintAmount', { placeholder: '0' })}
      {field('initialMintTo', { mono: true, placeholder: '0x...' })}
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-3">
        <legend className="px-1 text-sm font-semibold">{TOKEN_DEPLOY_TEXTS.freeMintSection}</legend>
        <p className="text-sm text-muted">{TOKEN_DEPLOY_TEXTS.freeMintHint}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('freeMintSupply', { placeholder: '0' })}
          {field('freeMintPerTx', { placeholder: '0' })}
        </div>
      </fieldset>
      {field('tokenOwner', { mono: true, placeholder: '0x...' })}
      <ErrorBox message={reviewError} />
      <button type="submit" disabled={deploy.phase !== 'idle'} className={primaryButtonClass}>
        {deploy.phase === 'idle' ? TOKEN_DEPLOY_TEXTS.submit : TOKEN_DEPLOY_TEXTS.busy}
      </button>
      <TransactionDialogs
        {...deploy}
        confirm={steps.confirm}
        review={{
          title: TOKEN_DEPLOY_TEXTS.reviewTitle,
          confirmLabel: TOKEN_DEPLOY_TEXTS.confirm,
          busyLabel: TOKEN_DEPLOY_TEXTS.busy,
          content: (params) => <TokenReview params={params} />,
        }}
        failure={{ title: TOKEN_DEPLOY_TEXTS.failedTitle, backLabel: TOKEN_DEPLOY_TEXTS.back }}
      />
    </form>
  );
}

function TokenReview({ params }: { params: TokenDeployParams }) {
  const amount = (value: bigint) => formatTokenAmount(value, params);
  return (
    <dl className="flex flex-col gap-1.5 text-text">
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.name}>{params.name}</ConfirmRow>
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.symbol}>{params.symbol}</ConfirmRow>
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.decimals}>{params.decimals}</ConfirmRow>
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.maxSupply}>{amount(params.maxSupply)}</ConfirmRow>
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.initialMintAmount}>
        {amount(params.initialMintAmount)}
      </ConfirmRow>
      {params.initialMintAmount > 0n && (
        <ConfirmRow label={TOKEN_DEPLOY_LABELS.initialMintTo}>
          <span className="font-mono text-xs break-all">{params.initialMintTo}</span>
        </ConfirmRow>
      )}
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.freeMintSupply}>
        {amount(params.freeMintSupply)}
      </ConfirmRow>
      {params.freeMintSupply > 0n && (
        <ConfirmRow label={TOKEN_DEPLOY_LABELS.freeMintPerTx}>
          {amount(params.freeMintPerTx)}
        </ConfirmRow>
      )}
      <ConfirmRow label={TOKEN_DEPLOY_LABELS.tokenOwner}>
        <span className="font-mono text-xs break-all">{params.tokenOwner}</span>
      </ConfirmRow>
    </dl>
  );
}
