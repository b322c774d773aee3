import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FARM_DEPLOY_MESSAGES } from '@opswap/protocol/deploy/farm-deploy-form';
import { TOKEN_DEPLOY_MESSAGES } from '@opswap/protocol/deploy/token-deploy-form';
import { DEPLOY_ADDRESS_MESSAGES } from '@opswap/protocol/deploy/deploy-address';
import { DEPLOY_NUMBER_MESSAGES } from '@opswap/protocol/deploy/deploy-amount';
import { routes } from '@opswap/protocol/routes/routes';
import {
  renderRoutes,
  signIn,
  startSignedOut,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import { apiRequest } from '../../lib/api/api-client.ts';
import { ensureSession } from '../../lib/wallet/session.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { readMyDeployments, sendDeployFarm, sendDeployToken } from './chain/deploy-chain.ts';
import DeployFarmScreen from './deploy-farm-screen.tsx';
import DeployTokenScreen from './deploy-token-screen.tsx';
import ManageFarmsScreen from './manage-farms-screen.tsx';
import DashboardDeployScreen from './dashboard-deploy-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
vi.mock('./chain/deploy-chain.ts', () => ({
  readMyDeployments: vi.fn(),
  sendDeployToken: vi.fn(),
  sendDeployFarm: vi.fn(),
}));
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(120n));
vi.mock('../../entities/activity/get-activity.ts', () => pendingActivity);

const OWN = `0x${'0a'.repeat(32)}`;
const OWN_P2TR = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqvg32hk';
const FARMED = `0x${'f1'.repeat(32)}`;
const FRESH = `0x${'f2'.repeat(32)}`;
const CHEF = `0x${'c1'.repeat(32)}`;
const TX = 'b'.repeat(64);
const E18 = 10n ** 18n;

const DEPLOYMENTS = [
  { token: { address: FRESH, name: 'Fresh Coin', symbol: 'FRSH', decimals: 8 }, farm: null },
  {
    token: { address: FARMED, name: 'Farm Coin', symbol: 'FARM', decimals: 18 },
    farm: { address: CHEF, name: 'Coin Fields' },
  },
];

const screens = [
  { path: routes.farmManage.pattern, element: <ManageFarmsScreen /> },
  { path: routes.farmDeployToken.pattern, element: <DeployTokenScreen /> },
  { path: routes.farmDeployFarm.pattern, element: <DeployFarmScreen /> },
  { path: 'dashboard/deployment', element: <DashboardDeployScreen /> },
  { path: 'dashboard/deploy-token', element: <DashboardDeployScreen /> },
  { path: 'dashboard/deploy-farm', element: <DashboardDeployScreen /> },
  { path: '*', element: <p>Elsewhere</p> },
];

function connectDeployer() {
  useWalletStore.setState({
    wallet: {
      kind: 'OP_WALLET',
      address: OWN_P2TR,
      publicKey: '02'.padEnd(66, '1'),
      sender: { toHex: () => OWN } as never,
      signer: null,
      chain: 'BITCOIN_REGTEST',
    },
  });
  signIn();
  vi.mocked(ensureSession).mockResolvedValue({
    network: 'regtest',
    publicKey: '02'.padEnd(66, '1'),
    sessionToken: 'session-token',
  } as never);
}

/** The field's message, as screen readers get it (FormField ties it to the input). */
const messageOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');

async function expectMessage(label: string, message: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
}

beforeEach(() => {
  startSignedOut();
  vi.mocked(readMyDeployments).mockResolvedValue(DEPLOYMENTS);
});

describe('Manage Farms', () => {
  it('has the farm sidebar and asks for a wallet first', () => {
    renderRoutes(screens, routes.farmManage());
    const sidebar = screen.getByRole('navigation', { name: 'Farms' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Farms Overview', '/farm'],
      ['Manage Farms', '/farm/manage'],
      ['Deploy Farm Token', '/farm/manage/deploy-token'],
      ['Deploy Staking Contract', '/farm/manage/deploy-farm'],
    ]);
    expect(screen.getByText('Please connect your wallet to manage your farms.')).toBeVisible();
    expect(readMyDeployments).not.toHaveBeenCalled();
  });

  it("says 'You have no farm tokens' to a wallet that deployed none", async () => {
    vi.mocked(readMyDeployments).mockResolvedValue([]);
    connectDeployer();
    renderRoutes(screens, routes.farmManage());
    const notice = await screen.findByText('You have no farm tokens');
    expect(notice).toBeVisible();
    expect(
      within(notice.parentElement!).getByRole('link', { name: 'Deploy Farm Token' }),
    ).toHaveAttribute('href', '/farm/manage/deploy-token');
    expect(readMyDeployments).toHaveBeenCalledWith('regtest', expect.anything(), OWN);
  });

  it('lists My Tokens and My Farms with their links', async () => {
    connectDeployer();
    renderRoutes(screens, routes.farmManage());
    const tokens = await screen.findByRole('region', { name: 'My Tokens' });
    const fresh = within(tokens).getByRole('listitem', { name: 'Fresh Coin (FRSH)' });
    expect(within(fresh).getByRole('link', { name: 'View token' })).toHaveAttribute(
      'href',
      `/token/${FRESH}`,
    );
    expect(within(fresh).getByRole('link', { name: 'Deploy its farm' })).toHaveAttribute(
      'href',
      `/farm/manage/deploy-farm?token=${FRESH}`,
    );
    const farmed = within(tokens).getByRole('listitem', { name: 'Farm Coin (FARM)' });
    expect(within(farmed).getByText('Farm deployed')).toBeVisible();

    const farms = screen.getByRole('region', { name: 'My Farms' });
    const items = within(farms).getAllByRole('listitem');
    // Named as /farm lists it, and its link opens its pools there.
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Coin Fields']);
    expect(within(items[0]!).getByRole('link', { name: 'View on Farms' })).toHaveAttribute(
      'href',
      `/farm?farm=${CHEF}`,
    );
  });

  it('names a farm deployed without a name after its token', async () => {
    vi.mocked(readMyDeployments).mockResolvedValue([
      { token: DEPLOYMENTS[1]!.token, farm: { address: CHEF, name: '  ' } },
    ]);
    connectDeployer();
    renderRoutes(screens, routes.farmManage());
    const farms = await screen.findByRole('region', { name: 'My Farms' });
    expect(within(farms).getByRole('listitem')).toHaveAccessibleName('FARM farm');
  });

  it("says why when the factory's list cannot be read", async () => {
    vi.mocked(readMyDeployments).mockRejectedValue(new Error('Factory is paused'));
    connectDeployer();
    renderRoutes(screens, routes.farmManage());
    expect(
      await screen.findByText('Deployments are paused right now. Please try again later.'),
    ).toBeVisible();
  });

  it('shows the same lists on /dashboard/deployment, in the dashboard shell', async () => {
    connectDeployer();
    renderRoutes(screens, routes.dashboard('deployment'));
    expect(await screen.findByRole('region', { name: 'My Farms' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
        name: 'Deployments',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('the dashboard deploy pages', () => {
  it.each([
    ['deploy-token', 'Deploy Farm Token', 'Deploy Token'],
    ['deploy-farm', 'Deploy Staking Contract', 'Deploy Farm'],
  ] as const)(
    '/dashboard/%s shows the %s form in the dashboard shell',
    async (tab, title, entry) => {
      connectDeployer();
      renderRoutes(screens, routes.dashboard(tab));
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('form', { name: title })).toBeVisible();
      expect(
        within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
          name: entry,
        }),
      ).toHaveAttribute('aria-current', 'page');
    },
  );
});

describe('Deploy Farm Token', () => {
  beforeEach(connectDeployer);

  async function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      if (value !== '') await userEvent.type(input, value);
    }
  }

  it('shows one message per field once submitted, and opens no review', async () => {
    renderRoutes(screens, routes.farmDeployToken());
    await fill({ Symbol: 'TWO WORDS', 'Max supply': '0', 'Token owner': 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Token' }));
    await expectMessage('Token name', TOKEN_DEPLOY_MESSAGES.nameRequired);
    await expectMessage('Symbol', TOKEN_DEPLOY_MESSAGES.symbolCharacters);
    await expectMessage('Max supply', TOKEN_DEPLOY_MESSAGES.maxSupplyZero);
    await expectMessage('Token owner', DEPLOY_ADDRESS_MESSAGES.invalidAccount);
    expect(screen.queryByRole('dialog')).toBeNull();

    await fill({
      'Token name': 'Farm Coin',
      Decimals: '19',
    });
    await expectMessage('Decimals', TOKEN_DEPLOY_MESSAGES.decimals);
    await fill({
      Decimals: '2',
      'Max supply': '100',
      'Initial mint amount': '1.005',
      'Free mint supply': '100',
      'Free mint per transaction': '5',
    });
    await expectMessage('Initial mint amount', DEPLOY_NUMBER_MESSAGES.tooManyDecimals(2));
    await fill({ 'Initial mint amount': '1' });
    await expectMessage('Free mint supply', TOKEN_DEPLOY_MESSAGES.freeMintAboveMax);
    await fill({ 'Free mint supply': '10', 'Free mint per transaction': '11' });
    await expectMessage('Free mint per transaction', TOKEN_DEPLOY_MESSAGES.freeMintPerTxRange);
    expect(messageOf('Token name')).toBeNull();
  });

  it('deploys through the flow, records DeployToken and shows the new address', async () => {
    vi.mocked(sendDeployToken).mockResolvedValue({ transactionId: TX, address: FRESH });
    renderRoutes(screens, routes.farmDeployToken());
    expect(screen.getByLabelText('Token owner')).toHaveValue(OWN);
    await fill({
      'Token name': 'Fresh Coin',
      Symbol: 'FRSH',
      'Max supply': '1,000,000',
      'Initial mint amount': '1000',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Token' }));
    const review = await screen.findByRole('dialog', { name: 'Deploy token' });
    expect(within(review).getByText('1,000,000 FRSH')).toBeVisible();
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Deploy' }));

    expect(await screen.findByRole('heading', { name: 'Token deployment sent' })).toBeVisible();
    expect(sendDeployToken).toHaveBeenCalledWith(
      'regtest',
      expect.anything(),
      {
        maxSupply: 1_000_000n * E18,
        decimals: 18,
        name: 'Fresh Coin',
        symbol: 'FRSH',
        initialMintTo: OWN,
        initialMintAmount: 1000n * E18,
        freeMintSupply: 0n,
        freeMintPerTx: 0n,
        tokenOwner: OWN,
      },
      expect.anything(),
      { feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 50_000n },
    );
    expect(screen.getByTestId('deployed-address')).toHaveTextContent(FRESH);
    expect(screen.getByRole('link', { name: 'View token' })).toHaveAttribute(
      'href',
      `/token/${FRESH}`,
    );
    await waitFor(() =>
      expect(
        vi.mocked(apiRequest).mock.calls.find(([request]) => request.path === 'activity/add')?.[0],
      ).toEqual(
        expect.objectContaining({
          body: {
            type: 'DeployToken',
            transactionId: TX,
            data: {
              token: FRESH,
              name: 'Fresh Coin',
              symbol: 'FRSH',
              decimals: 18,
              maxSupply: (1_000_000n * E18).toString(),
              initialMintAmount: (1000n * E18).toString(),
            },
          },
        }),
      ),
    );
  });

  it("opens 'Deploy failed' with the catalogue's text when the factory refuses", async () => {
    vi.mocked(sendDeployToken).mockRejectedValue(new Error('Factory is paused'));
    renderRoutes(screens, routes.farmDeployToken());
    await fill({ 'Token name': 'Fresh Coin', Symbol: 'FRSH', 'Max supply': '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Token' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deploy token' })).getByRole('button', {
        name: 'Confirm Deploy',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Deploy failed' });
    expect(
      within(failed).getByText('Deployments are paused right now. Please try again later.'),
    ).toBeVisible();
  });
});

describe('Deploy Staking Contract', () => {
  beforeEach(connectDeployer);

  it('offers the tokens without a farm, the one from the link chosen, and what cannot be set', async () => {
    renderRoutes(screens, `${routes.farmDeployFarm()}?token=${FRESH}`);
    const select = screen.getByLabelText('Reward token');
    await waitFor(() => expect(select).toHaveValue(FRESH));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a token', 'Fresh Coin (FRSH)']);
    expect(screen.getByText('Premine amount')).toBeInTheDocument();
    expect(screen.getByText('Treasury address')).toBeInTheDocument();
    expect(screen.getByText('Dev address')).toBeInTheDocument();
  });

  it('shows one message per field once submitted', async () => {
    renderRoutes(screens, routes.farmDeployFarm());
    await screen.findByRole('option', { name: 'Fresh Coin (FRSH)' });
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Farm' }));
    await expectMessage('Farm name', FARM_DEPLOY_MESSAGES.nameRequired);
    expect(screen.getByLabelText('Reward token')).toHaveAccessibleDescription(
      FARM_DEPLOY_MESSAGES.tokenRequired,
    );
    await userEvent.selectOptions(screen.getByLabelText('Reward token'), FRESH);
    await userEvent.type(screen.getByLabelText('Bonus multiplier'), '{Backspace}0');
    await userEvent.type(screen.getByLabelText('BTC staking fee (%)'), '{Backspace}101');
    await userEvent.type(screen.getByLabelText('Banner image link'), 'http://x');
    await expectMessage('Reward per block', DEPLOY_NUMBER_MESSAGES.required);
    await expectMessage('Bonus multiplier', FARM_DEPLOY_MESSAGES.bonusMultiplierZero);
    await expectMessage('BTC staking fee (%)', FARM_DEPLOY_MESSAGES.feePercentage);
    await expectMessage('Banner image link', FARM_DEPLOY_MESSAGES.bannerInvalid);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("maps the form onto deployMotoChef and shows the farm's address", async () => {
    vi.mocked(sendDeployFarm).mockResolvedValue({ transactionId: TX, address: CHEF });
    renderRoutes(screens, `${routes.farmDeployFarm()}?token=${FRESH}`);
    await waitFor(() => expect(screen.getByLabelText('Reward token')).toHaveValue(FRESH));
    await userEvent.type(screen.getByLabelText('Farm name'), 'Fresh Fields');
    await userEvent.type(screen.getByLabelText('Reward per block'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Farm' }));
    const review = await screen.findByRole('dialog', { name: 'Deploy farm' });
    expect(within(review).getByText('2.5 FRSH')).toBeVisible();
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Deploy' }));
    expect(await screen.findByRole('heading', { name: 'Farm deployment sent' })).toBeVisible();
    expect(sendDeployFarm).toHaveBeenCalledWith(
      'regtest',
      expect.anything(),
      {
        tokenPerBlock: 250_000_000n,
        bonusEndBlock: 0n,
        bonusMultiplier: 1n,
        btcAllocPoint: 100n,
        tokenAddress: FRESH,
        tokenAllocPoint: 100n,
        userBTCFeePercentage: 1n,
        userFeeRecipient: OWN_P2TR,
        farmName: 'Fresh Fields',
        farmBanner: '',
        additionalPoolTokens: [],
        additionalPoolAllocPoints: [],
      },
      expect.anything(),
      expect.objectContaining({ maximumAllowedSatToSpend: 50_000n }),
    );
    expect(screen.getByTestId('deployed-address')).toHaveTextContent(CHEF);
  });

  it("says 'This token already has a farm.' when the factory has one", async () => {
    vi.mocked(sendDeployFarm).mockRejectedValue(
      new Error('Error in calling function: A farm already exists for this token'),
    );
    renderRoutes(screens, `${routes.farmDeployFarm()}?token=${FRESH}`);
    await waitFor(() => expect(screen.getByLabelText('Reward token')).toHaveValue(FRESH));
    await userEvent.type(screen.getByLabelText('Farm name'), 'Again');
    await userEvent.type(screen.getByLabelText('Reward per block'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Farm' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deploy farm' })).getByRole('button', {
        name: 'Confirm Deploy',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Deploy failed' });
    expect(within(failed).getByText('This token already has a farm.')).toBeVisible();
  });
});
