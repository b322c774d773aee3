// OP20 through the unmodified opnet client: getContract, simulation, sendTransaction with a Node
// signer, a mined block, and the receipt read back over JSON-RPC.
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import type { IOP20Contract } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClient, addressOf } from './support/account-client.ts';
import { plainEvent as plain } from './support/events.ts';
import { startTestDevnet, type TestDevnet } from './support/test-devnet.ts';
import { E18, TOKEN_MAX_SUPPLY, TOKENS_PER_ACCOUNT } from './support/test-world.ts';

const DEAD = addressOf(DEAD_ADDRESS);

let net: TestDevnet;
let alice: AccountClient;
let bob: AccountClient;
let carol: AccountClient;
let token: string;

beforeAll(async () => {
  net = await startTestDevnet({ accountCount: 3 });
  [alice, bob, carol] = net.accounts.map((account) => new AccountClient(net.url, account)) as [
    AccountClient,
    AccountClient,
    AccountClient,
  ];
  token = net.world.tokens.AAA;
});

afterAll(async () => {
  await Promise.all([alice, bob, carol].map((client) => client?.close()));
  await net?.close();
});

const hex = (client: AccountClient): string => client.account.opnetAddress;

describe('OP20 views through getContract', () => {
  it('reads the metadata, supply and balances the deployment set', async () => {
    const op20 = alice.token(token);
    expect((await op20.name()).properties.name).toBe('Token AAA');
    expect((await op20.symbol()).properties.symbol).toBe('AAA');
    expect((await op20.icon()).properties.icon).toBe('https://icons.test/AAA.png');
    expect((await op20.decimals()).properties.decimals).toBe(18);
    expect((await op20.totalSupply()).properties.totalSupply).toBe(3n * TOKENS_PER_ACCOUNT);
    expect((await op20.maximumSupply()).properties.maximumSupply).toBe(TOKEN_MAX_SUPPLY);

    const metadata = (await op20.metadata()).properties;
    expect(metadata).toMatchObject({
      name: 'Token AAA',
      symbol: 'AAA',
      icon: 'https://icons.test/AAA.png',
      decimals: 18,
      totalSupply: 3n * TOKENS_PER_ACCOUNT,
    });
    expect((await op20.domainSeparator()).properties.domainSeparator).toEqual(
      metadata.domainSeparator,
    );
    expect(await alice.balanceOf(net.world.tokens.BBB, carol.address)).toBe(TOKENS_PER_ACCOUNT);
  });
});

describe('OP20 writes mined through sendTransaction', () => {
  it('transfers, with the Transferred event decoded from the simulation and the receipt', async () => {
    const op20 = alice.token(token);
    const [aliceBefore, bobBefore] = [await alice.balanceOf(token), await bob.balanceOf(token)];
    const simulation = await op20.transfer(bob.address, 1_234n * E18);
    const expected = {
      type: 'Transferred',
      values: { operator: hex(alice), from: hex(alice), to: hex(bob), amount: 1_234n * E18 },
    };
    expect(simulation.events.map(plain)).toEqual([expected]);
    expect(simulation.estimatedGas).toBeGreaterThan(0n);

    const { receipt, mined } = await alice.send(simulation);
    expect(receipt.failed).toBe(false);
    expect(receipt.revert).toBeUndefined();
    expect(receipt.gasUsed).toBeGreaterThan(0n);
    expect(op20.decodeEvents(receipt.events).map(plain)).toEqual([expected]);
    expect(await alice.balanceOf(token)).toBe(aliceBefore - 1_234n * E18);
    expect(await bob.balanceOf(token)).toBe(bobBefore + 1_234n * E18);

    const block = await alice.provider.getBlock(BigInt(mined.blockNumber), true);
    expect(block.hash).toBe(mined.blocks[0]);
  });

  it('raises, lowers and spends an allowance with transferFrom', async () => {
    const aliceToken = alice.token(token);
    const bobToken = bob.token(token);
    const allowance = async (): Promise<bigint> =>
      (await aliceToken.allowance(alice.address, bob.address)).properties.remaining;
    expect(await allowance()).toBe(0n);

    const raised = await alice.send(aliceToken.increaseAllowance(bob.address, 500n));
    expect(aliceToken.decodeEvents(raised.receipt.events).map(plain)).toEqual([
      { type: 'Approved', values: { owner: hex(alice), spender: hex(bob), amount: 500n } },
    ]);
    expect(await allowance()).toBe(500n);

    const lowered = await alice.send(aliceToken.decreaseAllowance(bob.address, 200n));
    expect(aliceToken.decodeEvents(lowered.receipt.events).map(plain)).toEqual([
      { type: 'Approved', values: { owner: hex(alice), spender: hex(bob), amount: 300n } },
    ]);
    expect(await allowance()).toBe(300n);

    const carolBefore = await carol.balanceOf(token);
    const spent = await bob.send(bobToken.transferFrom(alice.address, carol.address, 300n));
    expect(spent.receipt.failed).toBe(false);
    expect(bobToken.decodeEvents(spent.receipt.events).map(plain)).toEqual([
      {
        type: 'Transferred',
        values: { operator: hex(bob), from: hex(alice), to: hex(carol), amount: 300n },
      },
    ]);
    expect(await allowance()).toBe(0n);
    expect(await carol.balanceOf(token)).toBe(carolBefore + 300n);

    // safeTransferFrom spends the allowance too; lowering below zero then floors at zero.
    await alice.send(aliceToken.increaseAllowance(bob.address, 10n));
    const safe = await bob.send(
      bobToken.safeTransferFrom(alice.address, carol.address, 4n, new Uint8Array([9])),
    );
    expect(safe.receipt.failed).toBe(false);
    expect(await allowance()).toBe(6n);
    expect(await carol.balanceOf(token)).toBe(carolBefore + 304n);
    await alice.send(aliceToken.decreaseAllowance(bob.address, 1_000n));
    expect(await allowance()).toBe(0n);
    expect((await aliceToken.nonceOf(alice.address)).properties.nonce).toBe(0n);
  });

  it('safeTransfers to an account, and refuses a contract without onOP20Received', async () => {
    const op20 = alice.token(token);
    const bobBefore = await bob.balanceOf(token);
    const { receipt } = await alice.send(
      op20.safeTransfer(bob.address, 77n, new Uint8Array([1, 2, 3])),
    );
    expect(receipt.failed).toBe(false);
    expect(op20.decodeEvents(receipt.events).map((e) => e.type)).toEqual(['Transferred']);
    expect(await bob.balanceOf(token)).toBe(bobBefore + 77n);

    await expect(
      op20.safeTransfer(addressOf(net.world.router), 1n, new Uint8Array()),
    ).rejects.toThrow('Transfer rejected by recipient');
  });

  it('burns, lowering the balance and the total supply', async () => {
    const op20 = carol.token(token);
    const [balance, supply] = [
      await carol.balanceOf(token),
      (await op20.totalSupply()).properties.totalSupply,
    ];
    const { receipt } = await carol.send(op20.burn(5n * E18));
    expect(op20.decodeEvents(receipt.events).map(plain)).toEqual([
      { type: 'Burned', values: { from: hex(carol), amount: 5n * E18 } },
    ]);
    expect(await carol.balanceOf(token)).toBe(balance - 5n * E18);
    expect((await op20.totalSupply()).properties.totalSupply).toBe(supply - 5n * E18);
  });
});

describe('OP20 reverts', () => {
  it('surface as the client error of a simulation, with the exact message', async () => {
    const op20: IOP20Contract = bob.token(token);
    const balance = await bob.balanceOf(token);
    await expect(op20.transfer(alice.address, balance + 1n)).rejects.toThrow(
      'Insufficient balance',
    );
    await expect(op20.burn(balance + 1n)).rejects.toThrow('Insufficient balance');
    await expect(op20.transferFrom(carol.address, bob.address, 1n)).rejects.toThrow(
      'Insufficient allowance',
    );
    await expect(op20.transfer(DEAD, 1n)).rejects.toThrow('Invalid receiver');
    await expect(op20.increaseAllowance(DEAD, 1n)).rejects.toThrow('Invalid spender');
    await expect(op20.mint(bob.address, 1n)).rejects.toThrow('Only deployer can call this method');
  });

  it('fail the mined transaction with the message and change nothing', async () => {
    const op20 = carol.token(token);
    const balance = await carol.balanceOf(token);
    // Simulated while carol holds the tokens; mined after she moved them away.
    const stale = await op20.transfer(bob.address, balance);
    await carol.send(op20.transfer(alice.address, 1n));

    const bobBefore = await bob.balanceOf(token);
    const { receipt } = await carol.send(stale);
    expect(receipt.failed).toBe(true);
    expect(receipt.revert).toBe('Insufficient balance');
    expect(op20.decodeEvents(receipt.events)).toEqual([]);
    expect(await carol.balanceOf(token)).toBe(balance - 1n);
    expect(await bob.balanceOf(token)).toBe(bobBefore);
  });

  it('fail a transferFrom whose allowance was lowered before it was mined', async () => {
    await alice.send(alice.token(token).increaseAllowance(bob.address, 1_000n));
    const stale = await bob.token(token).transferFrom(alice.address, bob.address, 1_000n);
    // Both in the same block: the decrease arrives first and runs first.
    await alice.broadcast(alice.token(token).decreaseAllowance(bob.address, 1n));
    const sent = await bob.broadcast(stale);
    await net.mine();
    const receipt = await bob.provider.getTransactionReceipt(sent.transactionId);
    expect(receipt.failed).toBe(true);
    expect(receipt.revert).toBe('Insufficient allowance');
    const left = await alice.token(token).allowance(alice.address, bob.address);
    expect(left.properties.remaining).toBe(999n);
  });
});
