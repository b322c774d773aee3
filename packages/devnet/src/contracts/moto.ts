import { MOTO_ABI } from 'opnet';
import { normalizeAddress } from '../address.ts';
import { defineContract } from '../vm/contract.ts';
import { Revert } from '../vm/revert.ts';
import { StoredAddress } from '../vm/storage.ts';
import { argMints } from './deployment-args.ts';
import { OP20, OP20_METHODS, op20ParamsFrom } from './op20.ts';

/** Motoswap's MOTO: 18 decimals, at most one billion tokens. */
export const MOTO_DEFAULTS = {
  name: 'Motoswap',
  symbol: 'MOTO',
  decimals: 18,
  maxSupply: 1_000_000_000n * 10n ** 18n,
} as const;

/** MOTO (btc-vision/moto): an OP20 with an admin who mints and burns. */
export class Moto extends OP20 {
  protected readonly adminSlot = new StoredAddress(this.storage, 'admin');

  admin(): string {
    return this.adminSlot.value;
  }

  setInitialAdmin(admin: string): void {
    this.adminSlot.value = admin;
  }

  changeAdmin(to: string): void {
    this.onlyDeployer();
    this.adminSlot.value = to;
  }

  adminMint(to: string, amount: bigint): void {
    this.onlyAdmin();
    if (amount === 0n) throw new Revert("Can't mint 0 tokens.");
    this.balances.set(to, this.balances.get(to) + amount);
    const supply = this.totalSupplySlot.value + amount;
    if (supply > this.maxSupplySlot.value) throw new Revert('Max supply exceeded.');
    this.totalSupplySlot.value = supply;
    this.emit('Minted', [to, amount]);
  }

  adminBurn(from: string, amount: bigint): void {
    this.onlyAdmin();
    const balance = this.balances.get(from);
    if (amount === 0n) throw new Revert("Can't burn 0 tokens.");
    if (amount > balance) throw new Revert("Can't burn more than owned.");
    this.balances.set(from, balance - amount);
    this.totalSupplySlot.value = this.totalSupplySlot.value - amount;
    this.emit('Burned', [from, amount]);
  }

  private onlyAdmin(): void {
    if (this.sender !== this.adminSlot.value) throw new Revert('Only admin can call this method');
  }
}

/**
 * kind 'MOTO'. Deployment args as OP20 with MOTO's defaults (name 'Motoswap', symbol 'MOTO', 18
 * decimals, 1e9 tokens max), plus admin (default: the deployer).
 */
export const MOTO_CONTRACT = defineContract({
  kind: 'MOTO',
  abi: MOTO_ABI,
  reentrancy: 'callback',
  create: (frame) => new Moto(frame),
  construct: (moto, args) => {
    moto.instantiate(op20ParamsFrom(args, MOTO_DEFAULTS), argMints(args));
    const admin = args.admin;
    moto.setInitialAdmin(typeof admin === 'string' ? normalizeAddress(admin) : moto.deployer);
  },
  methods: {
    ...OP20_METHODS,
    'admin()': (moto) => [moto.admin()],
    'changeAdmin(address)': (moto, args) => moto.changeAdmin(args.address(0)),
    'adminMint(address,uint256)': (moto, args) => moto.adminMint(args.address(0), args.uint(1)),
    'adminBurn(address,uint256)': (moto, args) => moto.adminBurn(args.address(0), args.uint(1)),
  },
});
