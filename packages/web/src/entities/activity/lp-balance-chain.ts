// Chain code: reached only through `await import()` from get-lp-balance.ts, so `opnet` and the
// transaction library stay out of the entry and the screen chunks.
import { Address } from '@btc-vision/transaction';
import { getContract, type IMotoswapPoolContract, MotoswapPoolAbi } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChain } from '../../lib/chain/load-chain.ts';

/** The wallet whose LP tokens are read: its OP_NET address when the bridge has it, else its key. */
export interface LpOwner {
  publicKey: string;
  sender: Address | null;
}

const owners = new Map<string, Promise<Address>>();

async function ownerAddress(network: ProductNetwork, owner: LpOwner): Promise<Address> {
  if (owner.sender) return owner.sender;
  const key = `${network}:${owner.publicKey}`;
  let resolved = owners.get(key);
  if (!resolved) {
    resolved = (async () => {
      const { getProvider } = await loadChain();
      const address = await getProvider(network).getPublicKeyInfo(owner.publicKey, false);
      if (!address) throw new Error('The wallet has no OP_NET address on this network yet.');
      return address;
    })();
    resolved.catch(() => owners.delete(key));
    owners.set(key, resolved);
  }
  return resolved;
}

/** The owner's LP token balance in a MotoSwap pool: the pool contract's balanceOf. */
export async function readLpBalance(
  network: ProductNetwork,
  owner: LpOwner,
  poolAddress: string,
): Promise<bigint> {
  const { getProvider, bitcoinNetwork } = await loadChain();
  const from = await ownerAddress(network, owner);
  const contract = poolAddress.startsWith('0x') ? Address.fromString(poolAddress) : poolAddress;
  const pool = getContract<IMotoswapPoolContract>(
    contract,
    MotoswapPoolAbi,
    getProvider(network),
    bitcoinNetwork(network),
    from,
  );
  const result = await pool.balanceOf(from);
  return result.properties.balance;
}
