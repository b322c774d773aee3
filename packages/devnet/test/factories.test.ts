// Deploying a token and a farm through the factories behind the product's deploy pages, with the
// unmodified opnet client over HTTP; the deployed contracts are then used through the client too.
import type { Address } from '@btc-vision/transaction';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { type BaseContractProperties, type BitcoinInterfaceAbi, getContract } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOTOCHEF_FACTORY_ABI,
  OP20_FACTORY_ABI,
  TEMPLATE_MOTOCHEF_ABI,
  TEMPLATE_OP20_ABI,
} from '../src/contracts/factories/shipped-abis.ts';
// Types only: opnet's exports map hides these four, and tsconfig's paths show the compiler where.
import type { IMotoChefFactory } from 'opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import type { IOP20Factory } from 'opnet/build/abi/shared/interfaces/motoswap/IOP20Factory.js';
import type { ITemplateMotoChef } from 'opnet/build/abi/shared/interfaces/motoswap/ITemplateMotoChef.js';
import type { ITemplateOP20 } from 'opnet/build/abi/shared/interfaces/motoswap/ITemplateOP20.js';
import { deployFarm } from '../src/tools/deploy-farm.ts';
import { deployToken } from '../src/tools/deploy-token.ts';
import { type AccountClient, addressOf, network } from './support/account-client.ts';
import { startNativeTestDevnet, type NativeTestDevnet } from './support/native-world.ts';
import { E18 } from './support/test-world.ts';

const TOKEN = {
  maxSupply: 1_000_000n * E18,
  decimals: 18,
  initialMintAmount: 100_000n * E18,
  freeMintSupply: 30n * E18,
  freeMintPerTx: 10n * E18,
};

let net: NativeTestDevnet;
let alice: AccountClient;
let bob: AccountClient;

beforeAll(async () => {
  net = await startNativeTestDevnet();
  [, alice, bob] = net.clients as [AccountClient, AccountClient, AccountClient];
});

afterAll(async () => {
  await net?.close();
});

const contract =
  <T extends BaseContractProperties>(abi: BitcoinInterfaceAbi) =>
  (address: string, client: AccountClient) =>
    getContract<T>(address, abi, client.provider, network, client.address);
const tokenFactory = contract<IOP20Factory>(OP20_FACTORY_ABI);
const farmFactory = contract<IMotoChefFactory>(MOTOCHEF_FACTORY_ABI);
const templateToken = contract<ITemplateOP20>(TEMPLATE_OP20_ABI);
const templateChef = contract<ITemplateMotoChef>(TEMPLATE_MOTOCHEF_ABI);
const hexOf = (value: unknown) => (value as Address).toHex();

describe('the OP20 factory', () => {
  it('deploys a free-mint token for its owner and answers getDeploymentInfo', async () => {
    const factory = tokenFactory(net.world.tokenFactory, alice);
    expect((await factory.getDeploymentInfo(alice.address)).properties).toMatchObject({
      has: false,
      block: 0n,
    });
    const deployed = await alice.send(
      factory.deployToken(
        TOKEN.maxSupply,
        TOKEN.decimals,
        'Alice Coin',
        'ALC',
        alice.address,
        TOKEN.initialMintAmount,
        TOKEN.freeMintSupply,
        TOKEN.freeMintPerTx,
        alice.address,
      ),
    );
    expect(deployed.receipt.failed).toBe(false);
    const event = factory
      .decodeEvents(deployed.receipt.events)
      .find((e) => e.type === 'TokenDeployed');
    const token = hexOf(event?.properties.token);
    expect(hexOf(event?.properties.deployer)).toBe(alice.account.opnetAddress);

    const info = (await factory.getDeploymentInfo(alice.address)).properties;
    expect(info.has).toBe(true);
    expect(info.token.toHex()).toBe(token);
    expect(info.block).toBe(BigInt(deployed.mined.blockNumber));
    expect((await factory.getDeploymentsCount()).properties.count).toBe(1);
    expect((await factory.getDeploymentInfo(bob.address)).properties.has).toBe(false);

    // The token works through the plain OP20 client, and anyone may free-mint from it.
    const metadata = (await alice.token(token).metadata()).properties;
    expect(metadata).toMatchObject({
      name: 'Alice Coin',
      symbol: 'ALC',
      decimals: 18,
      totalSupply: TOKEN.initialMintAmount,
    });
    expect(await alice.balanceOf(token)).toBe(TOKEN.initialMintAmount);
    const minted = await bob.send(templateToken(token, bob).freeMint(TOKEN.freeMintPerTx));
    expect(minted.receipt.failed).toBe(false);
    expect(await bob.balanceOf(token)).toBe(TOKEN.freeMintPerTx);
  });
});

describe('the deploy-token tool', () => {
  it('deploys a token through the factory as the account named, minting it the supply', async () => {
    const owner = net.clients[0] as AccountClient;
    const token = await deployToken({
      rpcUrl: net.url,
      account: owner.account.index,
      name: 'Tool Coin',
      symbol: 'TOOL',
      supply: 5_000n,
      factory: net.world.tokenFactory,
    });
    const info = (
      await tokenFactory(net.world.tokenFactory, owner).getDeploymentInfo(owner.address)
    ).properties;
    expect(info.token.toHex()).toBe(token);
    expect((await owner.token(token).metadata()).properties).toMatchObject({
      symbol: 'TOOL',
      totalSupply: 5_000n * E18,
    });
    expect(await owner.balanceOf(token)).toBe(5_000n * E18);
  });
});

describe('the deploy-farm tool', () => {
  it('deploys a token and its farm through the MotoChef factory as the account named', async () => {
    const owner = net.clients[3] as AccountClient;
    const { token, farm } = await deployFarm({
      rpcUrl: net.url,
      account: owner.account.index,
      name: 'Tool Farm Coin',
      symbol: 'TFC',
      farmName: 'Tool Fields',
      supply: 2_000n,
      tokenPerBlock: 10n,
      factory: net.world.farmFactory,
    });
    const factory = farmFactory(net.world.farmFactory, owner);
    const info = (await factory.getDeploymentInfo(owner.address)).properties;
    expect([info.token.toHex(), info.motoChef.toHex()]).toEqual([token, farm]);
    expect(await owner.balanceOf(token)).toBe(2_000n * E18);
    const chef = templateChef(farm, owner);
    expect((await chef.getFarmName()).properties.name).toBe('Tool Fields');
    expect((await chef.getMotoPerBlock()).properties.motoPerBlock).toBe(10n * E18);
    const pools = (await chef.getLpTokens()).properties.lpTokens.map((lp) => lp.toHex());
    expect(pools).toEqual([DEAD_ADDRESS, token]);
  });
});

describe('the MotoChef factory', () => {
  it('deploys a token, then its farm, which mints the token as rewards', async () => {
    const factory = farmFactory(net.world.farmFactory, alice);
    const deployed = await alice.send(
      factory.deployToken(
        TOKEN.maxSupply,
        TOKEN.decimals,
        'Farm Coin',
        'FRM',
        alice.address,
        TOKEN.initialMintAmount,
        0n,
        0n,
        alice.address,
      ),
    );
    const token = hexOf(
      factory.decodeEvents(deployed.receipt.events).find((e) => e.type === 'TokenDeployed')
        ?.properties.token,
    );
    const tokenBlock = BigInt(deployed.mined.blockNumber);

    const deployFarm = (client: AccountClient) =>
      farmFactory(net.world.farmFactory, client).deployMotoChef(
        100n * E18,
        0n,
        1n,
        1_000n,
        addressOf(token),
        1_000n,
        1n,
        client.account.p2tr,
        'Alice Farm',
        'https://example.invalid/banner.png',
        [],
        [],
      );
    await expect(deployFarm(bob)).rejects.toThrow(
      'Error in calling function: Only the token owner can deploy its farm',
    );
    const farmed = await alice.send(deployFarm(alice));
    expect(farmed.receipt.failed).toBe(false);
    const event = factory
      .decodeEvents(farmed.receipt.events)
      .find((e) => e.type === 'MotoChefDeployed');
    const chef = hexOf(event?.properties.motoChef);
    expect(hexOf(event?.properties.token)).toBe(token);
    expect(event?.properties.farmName).toBe('Alice Farm');

    const info = (await factory.getDeploymentInfo(alice.address)).properties;
    expect([info.has, info.token.toHex(), info.motoChef.toHex(), info.block]).toEqual([
      true,
      token,
      chef,
      tokenBlock,
    ]);
    expect(
      (await factory.getTokenMotoChef(addressOf(token))).properties.motoChefAddress.toHex(),
    ).toBe(chef);
    expect(chef).not.toBe(DEAD_ADDRESS);

    // The farm belongs to alice and mints her token: 50 per block to pool 1 (the token itself).
    const farm = templateChef(chef, alice);
    expect((await farm.getFarmName()).properties.name).toBe('Alice Farm');
    expect((await farm.owner()).properties.owner.toHex()).toBe(alice.account.opnetAddress);
    await alice.send(alice.token(token).increaseAllowance(addressOf(chef), TOKEN.maxSupply));
    const deposit = await alice.send(farm.deposit(1, 1_000n * E18, alice.address));
    await net.mine(2);
    const before = await alice.balanceOf(token);
    const supplyBefore = (await alice.token(token).totalSupply()).properties.totalSupply;
    const harvest = await alice.send(templateChef(chef, alice).harvest(1, alice.address));
    const blocks = BigInt(harvest.mined.blockNumber) - BigInt(deposit.mined.blockNumber);
    expect(blocks).toBe(3n);
    expect(await alice.balanceOf(token)).toBe(before + blocks * 50n * E18);
    expect((await alice.token(token).totalSupply()).properties.totalSupply).toBe(
      supplyBefore + blocks * 50n * E18,
    );
  });
});
