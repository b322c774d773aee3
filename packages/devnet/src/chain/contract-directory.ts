import type { Network } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { isAddress, parseAddress } from '../address.ts';
import { fromHex } from '../bytes.ts';

/** The p2op form of an OP_NET address (0x + 64 hex) on a network. */
export function p2opOf(address: string, network: Network): string {
  return Address.wrap(fromHex(address)).p2op(network);
}

/**
 * Maps contract p2op addresses back to their 0x form. A p2op address carries only a hash of the
 * contract address, so the chain records every contract address it comes across: deployments,
 * called contracts and the contracts that emit events.
 */
export class ContractDirectory {
  private readonly byP2op = new Map<string, string>();
  private readonly known = new Set<string>();

  constructor(private readonly network: Network) {}

  remember(address: string): void {
    const normalized = address.toLowerCase();
    if (this.known.has(normalized) || !isAddress(normalized)) return;
    this.known.add(normalized);
    this.byP2op.set(p2opOf(normalized, this.network), normalized);
  }

  /** 0x hex for a 0x address or a p2op address the chain has seen; null otherwise. */
  resolve(addressOrP2op: string): string | null {
    return (
      parseAddress(addressOrP2op) ??
      this.byP2op.get(addressOrP2op) ??
      this.byP2op.get(addressOrP2op.toLowerCase()) ??
      null
    );
  }

  addresses(): string[] {
    return [...this.known];
  }
}
