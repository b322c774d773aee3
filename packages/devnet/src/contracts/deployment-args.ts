import { normalizeAddress } from '../address.ts';
import type { DeploymentArgs } from '../vm/contract.ts';

/** Reading ContractDeployment.args (JSON-safe: bigints as decimal strings). */

function missing(key: string): never {
  throw new Error(`Deployment argument ${key} is required`);
}

export function argString(args: DeploymentArgs, key: string, fallback?: string): string {
  const value = args[key];
  if (value === undefined) return fallback ?? missing(key);
  if (typeof value !== 'string') throw new Error(`Deployment argument ${key} must be text`);
  return value;
}

export function argBigint(args: DeploymentArgs, key: string, fallback?: bigint): bigint {
  const value = args[key];
  if (value === undefined) return fallback ?? missing(key);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw new Error(`Deployment argument ${key} must be a whole number (decimal text)`);
}

export function argNumber(args: DeploymentArgs, key: string, fallback?: number): number {
  const value = args[key];
  if (value === undefined) return fallback ?? missing(key);
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new Error(`Deployment argument ${key} must be a whole number`);
  }
  return number;
}

export function argAddress(args: DeploymentArgs, key: string): string {
  return normalizeAddress(argString(args, key));
}

/** An initial mint: the recipient and the amount in base units. */
export interface InitialMint {
  to: string;
  amount: bigint;
}

/** `initialMints: ['0x<64 hex>:<amount>', ...]`, the recipients of a token's first supply. */
export function argMints(args: DeploymentArgs, key = 'initialMints'): InitialMint[] {
  const value = args[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`Deployment argument ${key} must be a list`);
  return value.map((entry) => {
    const [to, amount, extra] = entry.split(':');
    if (to === undefined || amount === undefined || extra !== undefined || !/^\d+$/.test(amount)) {
      throw new Error(`Bad ${key} entry ${entry}: expected 0x<address>:<amount>`);
    }
    return { to: normalizeAddress(to), amount: BigInt(amount) };
  });
}

/** The entry argMints reads back. */
export function formatMint(mint: InitialMint): string {
  return `${mint.to}:${mint.amount}`;
}
