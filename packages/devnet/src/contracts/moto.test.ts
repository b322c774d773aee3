import { describe, expect, it } from 'vitest';
import { MOTO_DEFAULTS } from './moto.ts';
import { ContractHarness, account, plainEvents } from '../../test/support/contract-harness.ts';

const alice = account('alice');
const bob = account('bob');

function setup() {
  const harness = new ContractHarness();
  const moto = harness.deploy('MOTO', 'MOTO', { initialMints: [`${alice.toHex()}:500`] });
  const as = (sender = alice) => harness.moto(moto, sender);
  const balance = async (owner = alice) => (await as().balanceOf(owner)).properties.balance;
  const supply = async () => (await as().totalSupply()).properties.totalSupply;
  return { harness, as, balance, supply };
}

describe('MOTO', () => {
  it('is Motoswap (MOTO), 18 decimals, one billion at most, and a full OP20', async () => {
    const { harness, as, balance } = setup();
    const metadata = (await as().metadata()).properties;
    expect([metadata.name, metadata.symbol, metadata.decimals]).toEqual(['Motoswap', 'MOTO', 18]);
    expect((await as().maximumSupply()).properties.maximumSupply).toBe(MOTO_DEFAULTS.maxSupply);
    await harness.send(as().transfer(bob, 100n));
    expect(await balance(bob)).toBe(100n);
  });

  it('makes the deployer admin; only the deployer changes the admin', async () => {
    const { harness, as } = setup();
    expect((await as().admin()).properties.adminAddress.toHex()).toBe(harness.deployer.toHex());
    await expect(as(alice).changeAdmin(alice)).rejects.toThrow(
      'Only deployer can call this method',
    );
    await harness.send(as(harness.deployer).changeAdmin(bob));
    expect((await as().admin()).properties.adminAddress.toHex()).toBe(bob.toHex());
  });

  it('lets the admin mint (Minted) within the maximum supply', async () => {
    const { harness, as, balance, supply } = setup();
    const admin = harness.deployer;
    const minted = await as(admin).adminMint(bob, 25n);
    expect(plainEvents(minted.events)).toEqual([{ type: 'Minted', to: bob.toHex(), amount: 25n }]);
    await harness.send(Promise.resolve(minted));
    expect(await balance(bob)).toBe(25n);
    expect(await supply()).toBe(525n);
    await expect(as(alice).adminMint(alice, 1n)).rejects.toThrow('Only admin can call this method');
    await expect(as(admin).adminMint(bob, 0n)).rejects.toThrow("Can't mint 0 tokens.");
    await expect(as(admin).adminMint(bob, MOTO_DEFAULTS.maxSupply)).rejects.toThrow(
      'Max supply exceeded.',
    );
  });

  it('lets the admin burn from any holder without an allowance (Burned)', async () => {
    const { harness, as, balance, supply } = setup();
    const admin = harness.deployer;
    const burned = await as(admin).adminBurn(alice, 200n);
    expect(plainEvents(burned.events)).toEqual([
      { type: 'Burned', from: alice.toHex(), amount: 200n },
    ]);
    await harness.send(Promise.resolve(burned));
    expect(await balance(alice)).toBe(300n);
    expect(await supply()).toBe(300n);
    await expect(as(admin).adminBurn(alice, 0n)).rejects.toThrow("Can't burn 0 tokens.");
    await expect(as(admin).adminBurn(alice, 301n)).rejects.toThrow("Can't burn more than owned.");
    await expect(as(bob).adminBurn(alice, 1n)).rejects.toThrow('Only admin can call this method');
  });
});
