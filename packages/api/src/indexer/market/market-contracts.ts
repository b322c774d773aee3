import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/**
 * The contracts whose events the market handlers trust, as 0x addresses in lower case. Anyone can
 * emit an event named PoolCreated or SwapExecuted; only these contracts' events make pools,
 * listings and trades.
 */
export interface MarketContracts {
  nativeSwap: string;
  motoSwapFactory: string;
}

/** The devnet deploys its world at fixed addresses (packages/devnet/README.md). */
export const DEVNET_MARKET_CONTRACTS: MarketContracts = {
  nativeSwap: '0xd82a57f4b58d6ad0b10b969cf0c4af9fcd771dca4ea97d1fd16ef89ff738fa8e',
  motoSwapFactory: '0xd55bcca3dd2e4bc46a3b1819041961bc2c9c051c9de2ee018885ca275bef7e88',
};

/** The known market contracts of a network; testnet and mainnet need them configured. */
export function marketContractsFor(network: ProductNetwork): MarketContracts | null {
  return network === 'regtest' ? DEVNET_MARKET_CONTRACTS : null;
}
