import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  FARM_DEPLOY_HINTS,
  FARM_DEPLOY_LABELS,
  FARM_DEPLOY_TEXTS,
  MANAGE_FARMS_TEXTS,
} from '@opswap/protocol/deploy/deploy-texts';
import {
  FARM_INPUTS_NOT_SETTABLE,
  type FarmDeployField,
  type FarmDeployInput,
  type FarmDeployParams,
  validateFarmDeploy,
} from '@opswap/protocol/deploy/farm-deploy-form';
import { farmPoolsPath } from '@opswap/protocol/farms/farm-link';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { routes } from '@opswap/protocol/routes/routes';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { useMyDeployments } from '../deploy-queries.ts';
import type { DeployedToken } from '../deployments.ts';
import { useDeployFarm } from '../hooks/use-deploy-farm.ts';
import { useDeployForm } from '../hooks/use-deploy-form.ts';
import { DeploySuccess } from './deploy-success.tsx';
import { primaryButtonClass, secondaryLinkClass } from './deploy-styles.ts';

const INITIAL_FORM: FarmDeployInput = {
  tokenAddress: '',
  farmName: '',
  farmBanner: '',
  tokenPerBlock: '',
  bonusEndBlock: '0',
  bonusMultiplier: '1',
  btcAllocPoint: '100',
  tokenAllocPoint: '100',
  userBTCFeePercentage: '1',
  userFeeRecipient: '',
};

/**
 * The farm deploy form: one of the wallet's tokens without a farm (the `token` search parameter
 * chooses it), the factory's settable farm inputs with one message per field once submitted, what
 * the factory does not take, the review and the success view with the farm's address.
 */
export function FarmDeployForm({ contracts }: { contracts: NetworkContracts }) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const [search] = useSearchParams();
  const deployments = useMyDeployments().query;
  const eligible = (deployments.data ?? []).filter((deployment) => deployment.farm === null);
  const deploy = useDeployFarm(contracts);
  // The form shows to a connected wallet only: its Bitcoin address receives the fee by default.
  const [form, setForm] = useState<FarmDeployInput>(() => ({
    ...INITIAL_FORM,
    tokenAddress: search.get('token') ?? '',
    userFeeRecipient: wallet?.address ?? '',
  }));

  const chosen =
    eligible.find(
      (deployment) => deployment.token.address.toLowerCase() === form.tokenAddress.toLowerCase(),
    )?.token ?? null;
  const result = validateFarmDeploy(form, chosen, network);
  const { errors, reviewError, deployed, ...steps } = useDeployForm(deploy, result);
  const field = (
    name: Exclude<FarmDeployField, 'tokenAddress'>,
    options: { mono?: boolean; placeholder?: string } = {},
  ) => (
    <FormField
      label={FARM_DEPLOY_LABELS[name]}
      value={form[name]}
      onChange={(text) => setForm((current) => ({ ...current, [name]: text }))}
      error={errors[name] ?? null}
      hint={FARM_DEPLOY_HINTS[name]}
      suffix={name === 'tokenPerBlock' ? chosen?.symbol : undefined}
      placeholder={options.placeholder ?? ''}
      mono={options.mono}
    />
  );

  if (deploy.flow.step === 'sent' && deployed) {
    return (
      <DeploySuccess
        title={FARM_DEPLOY_TEXTS.sent}
        summary={deploy.flow.plan.farmName}
        transactionId={deploy.flow.transactionId}
        recording={{ status: 'idle' }}
        addressLabel={FARM_DEPLOY_TEXTS.newFarm}
        address={deployed.address}
        note={FARM_DEPLOY_TEXTS.addressNote}
        links={
          <>
            <Link to={routes.farmManage()} className={secondaryLinkClass}>
              {MANAGE_FARMS_TEXTS.title}
            </Link>
            <Link to={farmPoolsPath(deployed.address)} className={secondaryLinkClass}>
              {MANAGE_FARMS_TEXTS.viewFarm}
            </Link>
          </>
        }
        doneLabel={FARM_DEPLOY_TEXTS.another}
        onDone={() => {
          steps.done();
          setForm((current) => ({ ...INITIAL_FORM, userFeeRecipient: current.userFeeRecipient }));
        }}
        failedTitle={FARM_DEPLOY_TEXTS.failedTitle}
        backLabel={FARM_DEPLOY_TEXTS.back}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void steps.submit(event)}
      aria-label={FARM_DEPLOY_TEXTS.title}
      className="flex flex-col gap-3"
    >
      {deployments.isSuccess && eligible.length === 0 && (
        <p role="status" className="rounded-xl bg-surface-2 p-3 text-sm text-muted">
          {FARM_DEPLOY_TEXTS.noEligibleTokens}{' '}
          <Link to={routes.farmDeployToken()} className="text-accent underline">
            {MANAGE_FARMS_TEXTS.deployToken}
          </Link>
        </p>
      )}
      <TokenSelect
        tokens={eligible.map((deployment) => deployment.token)}
        value={chosen?.address ?? ''}
        onChange={(tokenAddress) => setForm((current) => ({ ...current, tokenAddress }))}
        error={errors.tokenAddress ?? null}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {field('farmName', { placeholder: 'My Farm' })}
        {field('farmBanner', { placeholder: 'https://' })}
        {field('tokenPerBlock', { placeholder: '10' })}
        {field('bonusEndBlock')}
        {field('bonusMultiplier')}
        {field('btcAllocPoint')}
        {field('tokenAllocPoint')}
        {field('userBTCFeePercentage')}
      </div>
      {field('userFeeRecipient', { mono: true })}
      <NotSettable />
      <ErrorBox message={reviewError} />
      <button type="submit" disabled={deploy.phase !== 'idle'} className={primaryButtonClass}>
        {deploy.phase === 'idle' ? FARM_DEPLOY_TEXTS.submit : FARM_DEPLOY_TEXTS.busy}
      </button>
      <TransactionDialogs
        {...deploy}
        confirm={steps.confirm}
        review={{
          title: FARM_DEPLOY_TEXTS.reviewTitle,
          confirmLabel: FARM_DEPLOY_TEXTS.confirm,
          busyLabel: FARM_DEPLOY_TEXTS.busy,
          content: (params) => chosen && <FarmReview params={params} token={chosen} />,
        }}
        failure={{ title: FARM_DEPLOY_TEXTS.failedTitle, backLabel: FARM_DEPLOY_TEXTS.back }}
      />
    </form>
  );
}

function TokenSelect(props: {
  tokens: readonly DeployedToken[];
  value: string;
  onChange: (address: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 ${props.error ? 'border-danger' : 'border-transparent'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {FARM_DEPLOY_LABELS.tokenAddress}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error !== null}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-line bg-surface px-2 py-2 font-semibold text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <option value="">{FARM_DEPLOY_TEXTS.chooseToken}</option>
        {props.tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.name} ({token.symbol})
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The spec's farm inputs the factory takes no value for, and why. */
function NotSettable() {
  return (
    <details className="rounded-2xl border border-line p-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        {FARM_DEPLOY_TEXTS.notSettableTitle}
      </summary>
      <p className="mt-2 text-muted">{FARM_DEPLOY_TEXTS.notSettableIntro}</p>
      <dl className="mt-2 flex flex-col gap-2">
        {FARM_INPUTS_NOT_SETTABLE.map(({ label, why }) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted">{why}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function FarmReview({ params, token }: { params: FarmDeployParams; token: DeployedToken }) {
  return (
    <dl className="flex flex-col gap-1.5 text-text">
      <ConfirmRow label={FARM_DEPLOY_LABELS.tokenAddress}>
        {token.name} ({token.symbol})
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.farmName}>{params.farmName}</ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.tokenPerBlock}>
        {formatTokenAmount(params.tokenPerBlock, token)}
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.bonusEndBlock}>
        {params.bonusEndBlock.toString()}
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.bonusMultiplier}>
        {params.bonusMultiplier.toString()}
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.btcAllocPoint}>
        {params.btcAllocPoint.toString()}
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.tokenAllocPoint}>
        {params.tokenAllocPoint.toString()}
      </ConfirmRow>
      <ConfirmRow label={FARM_DEPLOY_LABELS.userBTCFeePercentage}>
        {`${params.userBTCFeePercentage.toString()}%`}
      </ConfirmRow>
      {params.userFeeRecipient !== '' && (
        <ConfirmRow label={FARM_DEPLOY_LABELS.userFeeRecipient}>
          <span className="font-mono text-xs break-all">{params.userFeeRecipient}</span>
        </ConfirmRow>
      )}
    </dl>
  );
}
