import type { Address } from '@btc-vision/transaction';
import type { BaseContractProperties, CallResult } from 'opnet';
import { describe, expect, it } from 'vitest';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { FARM_FACTORY_DEPLOY_ABI } from '@opswap/protocol/deploy/farm-factory-abi';
import { matchRevert } from '@opswap/protocol/errors/error-catalogue';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { concatBytes, fromHex, sha256, toHex, u32be, utf8 } from '../../bytes.ts';
import { toAddress } from '../../seed/calldata.ts';
import { deriveContractAddress } from '../../vm/contract-address.ts';
import { btcFeeUnpaidRevert } from '../farms/motochef-base.ts';
import { ContractHarness, account, plainEvents } from '../../../test/support/contract-harness.ts';
import {
  callWithOutputs,
  clients,
  output,
} from '../../../test/support/staking-farm-factory-clients.ts';
import { FACTORY_REVERTS } from './token-factory.ts';
import { MOTOCHEF_FACTORY_REVERTS } from './motochef-factory.ts';
import { TEMPLATE_OP20_REVERTS, decodeFreeMintInfo } from './template-op20.ts';
import { E18 } from '../../../test/support/test-world.ts';

const alice = account('alice');
const bob = account('bob');
const MOTOSWAP_FEES = 'bcrt1p5384xp7jdxfqtskak98r2vf0th0jwuxwczsxu4ech5z2f7kaejmqm25f2c';
const OPNET_FEES = 'bcrt1pa9pz4s6n4evtjvdnel9649kfwez357l8d2wg7aezc9gsx5m0xyasqzut08';
const ALICE_FEES = 'bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22';

const TOKEN = {
  maxSupply: 1_000_000n * E18,
  decimals: 18,
  name: 'Alice Coin',
  symbol: 'ALC',
  initialMintAmount: 100_000n * E18,
  freeMintSupply: 30n * E18,
  freeMintPerTx: 10n * E18,
};

function setup() {
  const harness = new ContractHarness();
  const factory = harness.deploy('MotoChefFactory', 'MotoChefFactory', {
    motoSwapFeeRecipient: MOTOSWAP_FEES,
    opnetFeeRecipient: OPNET_FEES,
  });
  const of = clients(harness);
  const factoryAs = (sender: Address = alice) => of.motoChefFactory(factory, sender);
  const tokenAs = (token: string, sender: Address = alice) => of.templateOP20(token, sender);

  /** Alice deploys her token through the factory; returns its address and the receipt. */
  const deployToken = async (owner: Address = alice, overrides: Partial<typeof TOKEN> = {}) => {
    const token = { ...TOKEN, ...overrides };
    const receipt = await harness.send(
      factoryAs(owner).deployToken(
        token.maxSupply,
        token.decimals,
        token.name,
        token.symbol,
        owner,
        token.initialMintAmount,
        token.freeMintSupply,
        token.freeMintPerTx,
        owner,
      ),
    );
    const deployed = harness.events(receipt).find((event) => event.type === 'TokenDeployed');
    return { token: deployed?.token as string, receipt };
  };

  const deployFarm = (
    token: string,
    sender: Address = alice,
    extra: { tokens: Address[]; allocPoints: bigint[] } = { tokens: [], allocPoints: [] },
  ) =>
    factoryAs(sender).deployMotoChef(
      100n * E18,
      harness.blockNumber + 10n,
      2n,
      1000n,
      toAddress(token),
      3000n,
      2n,
      ALICE_FEES,
      'Alice Farm',
      'https://example.invalid/banner.png',
      extra.tokens,
      extra.allocPoints,
    );

  return { harness, factory, of, factoryAs, tokenAs, deployToken, deployFarm };
}

describe('token deployment through the MotoChef factory', () => {
  it('creates the template token at its derived address and records the deployment', async () => {
    const { harness, factory, factoryAs, tokenAs, deployToken } = setup();
    const { token, receipt } = await deployToken();
    const salt = sha256(utf8('token'), u32be(0));
    expect(token).toBe(deriveContractAddress(factory, salt));
    expect(harness.vm.contractAt(token)).toMatchObject({ kind: 'TemplateOP20', deployer: factory });
    expect(harness.events(receipt)).toEqual([
      { contract: token, type: 'Minted', to: alice.toHex(), amount: TOKEN.initialMintAmount },
      {
        contract: token,
        type: 'FreeMintConfigured',
        token,
        supply: TOKEN.freeMintSupply,
        perTxLimit: TOKEN.freeMintPerTx,
      },
      {
        contract: factory,
        type: 'TokenDeployed',
        deployer: alice.toHex(),
        token,
        name: TOKEN.name,
        symbol: TOKEN.symbol,
      },
    ]);

    const metadata = (await tokenAs(token).metadata()).properties;
    expect([metadata.name, metadata.symbol, metadata.decimals]).toEqual(['Alice Coin', 'ALC', 18]);
    expect((await tokenAs(token).maximumSupply()).properties.maximumSupply).toBe(TOKEN.maxSupply);
    expect((await tokenAs(token).balanceOf(alice)).properties.balance).toBe(
      TOKEN.initialMintAmount,
    );
    // NativeSwap's createPool asks deployer(): it must name the owner, not the factory.
    expect((await tokenAs(token).deployer()).properties.deployer.toHex()).toBe(alice.toHex());
    expect((await tokenAs(token).getFactoryAddress()).properties.factory.toHex()).toBe(factory);

    const info = (await factoryAs().getDeploymentInfo(alice)).properties;
    expect(info.has).toBe(true);
    expect(info.token.toHex()).toBe(token);
    expect(info.motoChef.toHex()).toBe(DEAD_ADDRESS);
    expect(info.block).toBe(harness.blockNumber);
    expect((await factoryAs().getDeploymentsCount()).properties.count).toBe(1);
    const byIndex = (await factoryAs().getDeploymentByIndex(0)).properties;
    expect([byIndex.deployer.toHex(), byIndex.token.toHex()]).toEqual([alice.toHex(), token]);
    expect((await factoryAs().getTokenDeployer(toAddress(token))).properties.deployer.toHex()).toBe(
      alice.toHex(),
    );
    expect((await factoryAs().getTokenOwner(toAddress(token))).properties.owner.toHex()).toBe(
      alice.toHex(),
    );
    await expect(factoryAs().getDeploymentByIndex(1)).rejects.toThrow(FACTORY_REVERTS.invalidIndex);
  });

  it('lists every token of a deployer and answers the latest one', async () => {
    const { factoryAs, deployToken } = setup();
    const first = await deployToken();
    const second = await deployToken(alice, { name: 'Second', symbol: 'SEC' });
    const tokens = (await factoryAs().getUserTokens(alice)).properties.tokens;
    expect(toHex(tokens)).toBe(toHex(concatBytes(fromHex(first.token), fromHex(second.token))));
    expect((await factoryAs().getDeploymentInfo(alice)).properties.token.toHex()).toBe(
      second.token,
    );
    const none = (await factoryAs().getDeploymentInfo(bob)).properties;
    expect([none.has, none.token.toHex(), none.block]).toEqual([false, DEAD_ADDRESS, 0n]);
    expect((await factoryAs().getUserTokens(bob)).properties.tokens).toHaveLength(0);
  });

  it('refuses bad token parameters with the token’s reverts', async () => {
    const { factoryAs } = setup();
    const deploy = (overrides: Partial<typeof TOKEN>) => {
      const token = { ...TOKEN, ...overrides };
      return factoryAs().deployToken(
        token.maxSupply,
        token.decimals,
        token.name,
        token.symbol,
        alice,
        token.initialMintAmount,
        token.freeMintSupply,
        token.freeMintPerTx,
        alice,
      );
    };
    await expect(deploy({ maxSupply: 0n })).rejects.toThrow(TEMPLATE_OP20_REVERTS.maxSupplyZero);
    await expect(deploy({ decimals: 33 })).rejects.toThrow('Decimals > 32');
    await expect(deploy({ name: '' })).rejects.toThrow(TEMPLATE_OP20_REVERTS.nameAndSymbol);
    await expect(deploy({ initialMintAmount: TOKEN.maxSupply })).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.supplyExceeded,
    );
    await expect(deploy({ freeMintPerTx: 0n })).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.freeMintPerTx,
    );
    await expect(deploy({ freeMintPerTx: TOKEN.freeMintSupply + 1n })).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.freeMintPerTx,
    );
  });

  it('lets only the owner pause it, and refuses deployments while paused', async () => {
    const { harness, factoryAs, deployToken } = setup();
    await expect(factoryAs(alice).pauseFactory()).rejects.toThrow(FACTORY_REVERTS.onlyOwner);
    const paused = await factoryAs(harness.deployer).pauseFactory();
    expect(plainEvents(paused.events)).toEqual([
      { type: 'FactoryPaused', by: harness.deployer.toHex() },
    ]);
    await harness.send(Promise.resolve(paused));
    expect((await factoryAs().isPaused()).properties.isPaused).toBe(true);
    await expect(deployToken()).rejects.toThrow(FACTORY_REVERTS.paused);
    await expect(factoryAs(harness.deployer).pauseFactory()).rejects.toThrow(
      FACTORY_REVERTS.alreadyPaused,
    );
    await harness.send(factoryAs(harness.deployer).unpauseFactory());
    await expect(factoryAs(harness.deployer).unpauseFactory()).rejects.toThrow(
      FACTORY_REVERTS.notPaused,
    );
    await deployToken();
    expect((await factoryAs().owner()).properties.owner.toHex()).toBe(harness.deployer.toHex());
    await expect(factoryAs(harness.deployer).initialize()).rejects.toThrow(
      MOTOCHEF_FACTORY_REVERTS.alreadyInitialized,
    );
  });
});

describe('the free-mint template token', () => {
  it('free-mints within the per-call limit until the free supply is used up', async () => {
    const { harness, tokenAs, deployToken } = setup();
    const { token } = await deployToken();
    const bobToken = tokenAs(token, bob);
    await expect(bobToken.freeMint(TOKEN.freeMintPerTx + 1n)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.freeMintPerTxExceeded,
    );
    await expect(bobToken.freeMint(0n)).rejects.toThrow(TEMPLATE_OP20_REVERTS.amountZero);
    const minted = await harness.send(bobToken.freeMint(TOKEN.freeMintPerTx));
    expect(harness.events(minted)).toEqual([
      { contract: token, type: 'Minted', to: bob.toHex(), amount: TOKEN.freeMintPerTx },
      {
        contract: token,
        type: 'FreeMintClaimed',
        user: bob.toHex(),
        token,
        amount: TOKEN.freeMintPerTx,
      },
    ]);
    await harness.send(bobToken.freeMint(TOKEN.freeMintPerTx));
    await harness.send(bobToken.freeMint(5n * E18));
    await expect(bobToken.freeMint(TOKEN.freeMintPerTx)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.freeMintRemaining,
    );
    await harness.send(bobToken.freeMint(5n * E18));
    await expect(bobToken.freeMint(1n)).rejects.toThrow(TEMPLATE_OP20_REVERTS.freeMintExhausted);
    expect((await bobToken.balanceOf(bob)).properties.balance).toBe(TOKEN.freeMintSupply);
    const info = decodeFreeMintInfo((await bobToken.getFreeMintInfo()).properties.info);
    expect(info).toEqual({
      supply: TOKEN.freeMintSupply,
      perTx: TOKEN.freeMintPerTx,
      minted: TOKEN.freeMintSupply,
      remaining: 0n,
    });
  });

  it('has no free mint when its free supply is zero', async () => {
    const { tokenAs, deployToken } = setup();
    const { token } = await deployToken(alice, { freeMintSupply: 0n, freeMintPerTx: 0n });
    await expect(tokenAs(token, bob).freeMint(1n)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.freeMintDisabled,
    );
  });

  it('lets the owner and the minters it names mint', async () => {
    const { harness, tokenAs, deployToken } = setup();
    const { token } = await deployToken();
    await expect(tokenAs(token, bob).mint(bob, 1n)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.onlyMinter,
    );
    await expect(tokenAs(token, bob).grantMinterRole(bob)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.onlyTokenOwner,
    );
    await harness.send(tokenAs(token, alice).mint(bob, 7n));
    await harness.send(tokenAs(token, alice).grantMinterRole(bob));
    expect((await tokenAs(token).isMinter(bob)).properties.isMinter).toBe(true);
    await harness.send(tokenAs(token, bob).mint(bob, 3n));
    expect((await tokenAs(token).balanceOf(bob)).properties.balance).toBe(10n);
    await harness.send(tokenAs(token, alice).revokeMinterRole(bob));
    await expect(tokenAs(token, bob).mint(bob, 1n)).rejects.toThrow(
      TEMPLATE_OP20_REVERTS.onlyMinter,
    );
    await expect(tokenAs(token, alice).mint(bob, TOKEN.maxSupply)).rejects.toThrow(
      'Max supply reached',
    );
  });

  it('moves its ownership through the factory, which deployer() then reports', async () => {
    const { harness, factoryAs, tokenAs, deployToken } = setup();
    const { token } = await deployToken();
    await expect(factoryAs(bob).updateTokenOwner(toAddress(token), bob)).rejects.toThrow(
      FACTORY_REVERTS.onlyTokenOwner,
    );
    const receipt = await harness.send(factoryAs(alice).updateTokenOwner(toAddress(token), bob));
    expect(harness.events(receipt)).toEqual([
      {
        contract: token,
        type: 'TokenOwnerTransferred',
        previousOwner: alice.toHex(),
        newOwner: bob.toHex(),
      },
    ]);
    expect((await tokenAs(token).deployer()).properties.deployer.toHex()).toBe(bob.toHex());
    expect((await factoryAs().getTokenOwner(toAddress(token))).properties.owner.toHex()).toBe(
      bob.toHex(),
    );
    expect((await tokenAs(token).isMinter(alice)).properties.isMinter).toBe(false);
    await expect(factoryAs(alice).updateTokenOwner(bob, alice)).rejects.toThrow(
      FACTORY_REVERTS.unknownToken,
    );
  });
});

describe('farm deployment through the MotoChef factory', () => {
  it('deploys the token owner’s farm, lets it mint the token and hands it over', async () => {
    const { harness, factory, of, factoryAs, tokenAs, deployToken, deployFarm } = setup();
    const { token } = await deployToken();
    const extra = harness.deploy('OP20', 'EXTRA', {
      name: 'Extra',
      symbol: 'EXT',
      maxSupply: (1000n * E18).toString(),
      initialMints: [`${alice.toHex()}:${1000n * E18}`],
    });
    const receipt = await harness.send(
      deployFarm(token, alice, { tokens: [toAddress(extra)], allocPoints: [1000n] }),
    );
    const chef = (await factoryAs().getTokenMotoChef(toAddress(token))).properties.motoChefAddress;
    const chefAddress = chef.toHex();
    expect(chefAddress).toBe(deriveContractAddress(factory, sha256(utf8('farm'), fromHex(token))));
    expect(harness.events(receipt).at(-1)).toEqual({
      contract: factory,
      type: 'MotoChefDeployed',
      deployer: alice.toHex(),
      token,
      motoChef: chefAddress,
      userBTCFeePercentage: 2n,
      farmName: 'Alice Farm',
    });
    const info = (await factoryAs().getDeploymentInfo(alice)).properties;
    expect([info.has, info.token.toHex(), info.motoChef.toHex()]).toEqual([
      true,
      token,
      chefAddress,
    ]);
    expect((await factoryAs().getDeploymentByIndex(0)).properties.motoChef.toHex()).toBe(
      chefAddress,
    );

    const farm = (sender: Address = alice) => of.templateMotoChef(chefAddress, sender);
    expect((await farm().owner()).properties.owner.toHex()).toBe(alice.toHex());
    expect((await farm().getFarmName()).properties.name).toBe('Alice Farm');
    expect((await farm().getFarmBanner()).properties.banner).toBe(
      'https://example.invalid/banner.png',
    );
    expect((await farm().userFeeRecipient()).properties.recipient).toBe(ALICE_FEES);
    expect((await farm().motoSwapFeeRecipient()).properties.recipient).toBe(MOTOSWAP_FEES);
    expect((await farm().opnetFeeRecipient()).properties.recipient).toBe(OPNET_FEES);
    expect((await farm().btcFeePercentage()).properties.percentage).toBe(2n);
    expect((await farm().getFeeDistributionBps()).properties).toEqual({
      userFeeBps: 8000n,
      motoSwapFeeBps: 1000n,
      opnetFeeBps: 1000n,
      totalBps: 10_000n,
    });
    const lpTokens = (await farm().getLpTokens()).properties.lpTokens.map((lp) => lp.toHex());
    expect(lpTokens).toEqual([DEAD_ADDRESS, token, extra]);
    expect((await farm().totalAllocPoint()).properties.totalAllocPoint).toBe(5000n);
    expect((await tokenAs(token).isMinter(toAddress(chefAddress))).properties.isMinter).toBe(true);

    // Farming the token itself: 3000 of 5000 alloc points, bonus x2 until the end block.
    await harness.send(tokenAs(token, alice).increaseAllowance(chef, UINT256_MAX));
    await harness.send(farm(alice).deposit(1, 1000n * E18, alice));
    expect((await farm().totalUserTokenStaked()).properties.totalStaked).toBe(1000n * E18);
    harness.mine(2n);
    const perBlock = (100n * E18 * 3000n) / 5000n;
    const due = 3n * 2n * perBlock;
    expect((await farm().pendingMoto(1, alice)).properties.pendingMoto).toBe(due);
    const before = (await tokenAs(token).balanceOf(alice)).properties.balance;
    const harvest = await harness.send(farm(alice).harvest(1, alice));
    expect(harness.events(harvest).map((event) => [event.contract, event.type])).toEqual([
      [chefAddress, 'PoolUpdated'],
      [token, 'Minted'],
      [chefAddress, 'Harvested'],
    ]);
    expect((await tokenAs(token).balanceOf(alice)).properties.balance).toBe(before + due);
  });

  it('charges the farm’s BTC fee split between its recipient, MotoSwap and OP_NET', async () => {
    const { harness, of, factoryAs, deployToken, deployFarm } = setup();
    const { token } = await deployToken();
    await harness.send(deployFarm(token));
    const chef = (await factoryAs().getTokenMotoChef(toAddress(token))).properties.motoChefAddress;
    const farm = of.templateMotoChef(chef.toHex(), bob);
    // 2 percent of 1,000,000 sats is 20,000: 80 / 10 / 10 percent of it.
    const paid = [
      output(1, ALICE_FEES, 16_000n),
      output(2, MOTOSWAP_FEES, 2_000n),
      output(3, OPNET_FEES, 2_000n),
    ];
    const stake = (outputs: typeof paid) =>
      callWithOutputs(harness, farm, 'stakeBTC', [1_000_000n], bob, outputs, { commit: false });
    expect(stake(paid.slice(0, 2)).revert).toBe(
      btcFeeUnpaidRevert({ recipient: OPNET_FEES, sats: 2_000n }),
    );
    const staked = callWithOutputs(harness, farm, 'stakeBTC', [1_000_000n], bob, paid);
    expect(staked.revert).toBeNull();
    expect((await farm.totalBTCStaked()).properties.totalBTCStaked).toBe(980_000n);
  });

  it('refuses a farm by anyone but the token owner, twice, or for a foreign token', async () => {
    const { harness, deployToken, deployFarm } = setup();
    const { token } = await deployToken();
    await expect(deployFarm(token, bob)).rejects.toThrow(MOTOCHEF_FACTORY_REVERTS.onlyTokenOwner);
    const foreign = harness.deploy('OP20', 'FOREIGN', {
      name: 'Foreign',
      symbol: 'FRN',
      maxSupply: '1000',
    });
    await expect(deployFarm(foreign)).rejects.toThrow(FACTORY_REVERTS.unknownToken);
    await harness.send(deployFarm(token));
    await expect(deployFarm(token)).rejects.toThrow(MOTOCHEF_FACTORY_REVERTS.farmExists);
  });
});

describe('the OP20 factory', () => {
  it('deploys free-mint tokens with deployment info (has, token, block)', async () => {
    const harness = new ContractHarness();
    const factory = harness.deploy('OP20Factory', 'OP20Factory');
    const factoryAs = clients(harness).op20Factory(factory, bob);
    const receipt = await harness.send(
      factoryAs.deployToken(1000n, 8, 'Bob', 'BOB', bob, 10n, 0n, 0n, bob),
    );
    const token = harness.events(receipt).at(-1)?.token;
    const info = (await factoryAs.getDeploymentInfo(bob)).properties;
    expect([info.has, info.token.toHex(), info.block]).toEqual([true, token, harness.blockNumber]);
    const byIndex = (await factoryAs.getDeploymentByIndex(0)).properties;
    expect([byIndex.deployer.toHex(), byIndex.token.toHex()]).toEqual([bob.toHex(), token]);
    const bobToken = clients(harness).templateOP20(token as string, bob);
    expect((await bobToken.decimals()).properties.decimals).toBe(8);
    expect((await bobToken.balanceOf(bob)).properties.balance).toBe(10n);
  });
});

describe("the deploy pages' calls (FARM_FACTORY_DEPLOY_ABI)", () => {
  type DeployEvent = { type: string; properties: Record<string, unknown> };
  interface DeployPagesFactory extends BaseContractProperties {
    deployToken(...args: unknown[]): Promise<CallResult & { events: DeployEvent[] }>;
    deployMotoChef(...args: unknown[]): Promise<CallResult & { events: DeployEvent[] }>;
    getUserTokens(deployer: Address): Promise<CallResult<{ tokens: Uint8Array }>>;
    getTokenMotoChef(token: Address): Promise<CallResult<{ motoChefAddress: Address }>>;
  }
  const addressIn = (result: { events: DeployEvent[] }, type: string, name: string) =>
    (result.events.find((event) => event.type === type)?.properties[name] as Address).toHex();

  it('simulate to the addresses the token and its farm get, and list them back', async () => {
    const { harness, factory } = setup();
    const pages = harness.contract<DeployPagesFactory>(FARM_FACTORY_DEPLOY_ABI, factory, alice);
    const deployToken = await pages.deployToken(
      TOKEN.maxSupply,
      TOKEN.decimals,
      TOKEN.name,
      TOKEN.symbol,
      alice,
      TOKEN.initialMintAmount,
      0n,
      0n,
      alice,
    );
    const token = addressIn(deployToken, 'TokenDeployed', 'token');
    await harness.send(Promise.resolve(deployToken));
    expect(toHex((await pages.getUserTokens(alice)).properties.tokens)).toBe(token.slice(2));

    const deployFarm = await pages.deployMotoChef(
      10n * E18,
      0n,
      1n,
      100n,
      toAddress(token),
      100n,
      1n,
      ALICE_FEES,
      'Alice Fields',
      '',
      [],
      [],
    );
    const farm = addressIn(deployFarm, 'MotoChefDeployed', 'motoChef');
    await harness.send(Promise.resolve(deployFarm));
    expect(
      (await pages.getTokenMotoChef(toAddress(token))).properties.motoChefAddress.toHex(),
    ).toBe(farm);
    expect(harness.vm.contractAt(farm)).toMatchObject({ kind: 'TemplateMotoChef' });
  });

  it('read every factory revert in friendly words (the catalogue’s factory family)', () => {
    const reverts = [
      ...Object.values(FACTORY_REVERTS),
      // 'Already initialized' is every contract's, in the token family.
      ...Object.values(MOTOCHEF_FACTORY_REVERTS).filter(
        (text) => text !== MOTOCHEF_FACTORY_REVERTS.alreadyInitialized,
      ),
      TEMPLATE_OP20_REVERTS.maxSupplyZero,
      TEMPLATE_OP20_REVERTS.nameAndSymbol,
      TEMPLATE_OP20_REVERTS.supplyExceeded,
      TEMPLATE_OP20_REVERTS.freeMintPerTx,
      TEMPLATE_OP20_REVERTS.invalidOwner,
    ];
    for (const revert of reverts) {
      expect(matchRevert(`Error in calling function: ${revert}`)?.family, revert).toBe('factory');
    }
  });
});
