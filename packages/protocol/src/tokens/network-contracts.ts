import type { ProductNetwork } from './networks.ts';

/**
 * The product's contracts on one network, as 0x-prefixed 32-byte OP_NET addresses. Tokens are not
 * here: the app finds them through the api (search and explore routes).
 */
export interface NetworkContracts {
  /** MotoSwap router: getAmountsOut, swapExactTokensForTokensSupportingFeeOnTransferTokens. */
  readonly router: string;
  /** MotoSwap factory: getPool for a pair's reserves. */
  readonly factory: string;
  readonly nativeSwap: string;
  /** MOTO staking. */
  readonly staking: string;
  /** MotoChef, the MOTO farm. */
  readonly motoChef: string;
  readonly tokenFactory: string;
  readonly farmFactory: string;
}

/**
 * Regtest is the devnet, whose seed deploys every contract from development account 0, so their
 * addresses are the same on every devnet (packages/devnet/README.md, "The seed world").
 */
const REGTEST_CONTRACTS: NetworkContracts = {
  router: '0xaf9af32633c5d2933777bcba31aed4a63e49963bdcd92a79c1fd0d574343dc3d',
  factory: '0xd55bcca3dd2e4bc46a3b1819041961bc2c9c051c9de2ee018885ca275bef7e88',
  nativeSwap: '0xd82a57f4b58d6ad0b10b969cf0c4af9fcd771dca4ea97d1fd16ef89ff738fa8e',
  staking: '0x7302e5cab2869f38e53a2ac1683b9ae6dd4d1dab44c4ef127898ef94fd69fe4d',
  motoChef: '0xfdf171ea1ec52d021b34f837354ad5c173b42ad6e3f579372f1092b43ca9a9f6',
  tokenFactory: '0x32f3193f3dad45cb4ca78d497d574eb6d30a888f36eed98c84c675fdc35eac5e',
  farmFactory: '0x28c55bf168fa0539509bbc10c3aacc241c212ff038afce1680d59aac841a1c68',
};

/**
 * The contracts per network. Testnet and mainnet addresses are not known to the product yet
 * (the spec keeps mainnet's as dead placeholders that are not shown): null, and the screens say
 * the network is not supported yet.
 */
export const NETWORK_CONTRACTS: Readonly<Record<ProductNetwork, NetworkContracts | null>> = {
  regtest: REGTEST_CONTRACTS,
  testnet: null,
  mainnet: null,
};

/** The product's contracts on a network, or null where the product does not run yet. */
export function networkContracts(network: ProductNetwork): NetworkContracts | null {
  return NETWORK_CONTRACTS[network];
}

/** Shown where a screen needs contracts that a network does not have yet. */
export const networkNotSupportedText = (networkName: string): string =>
  `Trading on ${networkName} is not supported yet. Switch to another network to continue.`;
