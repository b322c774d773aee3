import { type Network, networks } from '@btc-vision/bitcoin';
import {
  type Address,
  AddressTypes,
  type MLDSASecurityLevel,
  Mnemonic,
  type Wallet,
} from '@btc-vision/transaction';

/**
 * The development mnemonic, the same public phrase as Anvil's. Every devnet derives the same
 * accounts from it; it guards nothing and must never hold value on a real network.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEFAULT_DEV_ACCOUNT_COUNT = 10;

/** A development account: its addresses and keys, and the signers the devnet and tests sign with. */
export interface DevAccount {
  /** The derivation index: m/86'/0'/0'/0/index (classical), m/360'/1'/0'/0/index (ML-DSA). */
  index: number;
  p2tr: string;
  /** 0x + sha256 of the ML-DSA public key (Address.toHex()). */
  opnetAddress: string;
  /** Compressed secp256k1 public key, 66 hex. */
  publicKey: string;
  /** The x-only key the p2tr address commits to, 64 hex. */
  tweakedPublicKey: string;
  /** The classical private key in WIF (regtest). */
  wif: string;
  mldsaPublicKey: Uint8Array;
  mldsaLevel: MLDSASecurityLevel;
  /** The OP_NET address object the `opnet` client takes as a sender. */
  address: Address;
  wallet: Wallet;
  signer: Wallet['keypair'];
  mldsaSigner: Wallet['mldsaKeypair'];
}

/** What devnet_info lists for an account, as Anvil does. */
export interface DevAccountInfo {
  index: number;
  p2tr: string;
  opnetAddress: string;
  publicKey: string;
  tweakedPublicKey: string;
  privateKey: string;
}

export interface DevAccountsOptions {
  mnemonic?: string;
  network?: Network;
  count?: number;
}

/**
 * The development accounts of one mnemonic. ML-DSA derivation costs tens of milliseconds per
 * account, so the mnemonic root and each account are derived on first use and kept.
 */
export class DevAccounts {
  readonly mnemonic: string;
  readonly network: Network;
  readonly count: number;
  private root: Mnemonic | null = null;
  private readonly derived = new Map<number, DevAccount>();

  constructor(options: DevAccountsOptions = {}) {
    this.mnemonic = options.mnemonic ?? DEV_MNEMONIC;
    this.network = options.network ?? networks.regtest;
    this.count = options.count ?? DEFAULT_DEV_ACCOUNT_COUNT;
    if (!Mnemonic.validate(this.mnemonic)) throw new Error('Invalid development mnemonic');
  }

  account(index: number): DevAccount {
    if (!Number.isInteger(index) || index < 0) throw new Error(`Invalid account index ${index}`);
    const known = this.derived.get(index);
    if (known) return known;

    this.root ??= new Mnemonic(this.mnemonic, '', this.network);
    const wallet = this.root.deriveOPWallet(AddressTypes.P2TR, index);
    const account: DevAccount = {
      index,
      p2tr: wallet.p2tr,
      opnetAddress: wallet.address.toHex(),
      publicKey: wallet.toPublicKeyHex(),
      tweakedPublicKey: wallet.address.tweakedToHex().slice(2),
      wif: wallet.toWIF(),
      mldsaPublicKey: wallet.quantumPublicKey,
      mldsaLevel: wallet.securityLevel,
      address: wallet.address,
      wallet,
      signer: wallet.keypair,
      mldsaSigner: wallet.mldsaKeypair,
    };
    this.derived.set(index, account);
    return account;
  }

  /** The first `count` accounts. */
  all(): DevAccount[] {
    return Array.from({ length: this.count }, (_, index) => this.account(index));
  }

  info(): DevAccountInfo[] {
    return this.all().map(devAccountInfo);
  }
}

export function devAccountInfo(account: DevAccount): DevAccountInfo {
  return {
    index: account.index,
    p2tr: account.p2tr,
    opnetAddress: account.opnetAddress,
    publicKey: account.publicKey,
    tweakedPublicKey: account.tweakedPublicKey,
    privateKey: account.wif,
  };
}
