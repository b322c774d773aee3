import { OP_20_ABI } from 'opnet';
import type { TxOutput } from '../../tx/parsed-transaction.ts';
import { abiFunction, compileAbi } from '../../vm/abi.ts';
import type { AbiFunction } from '../../vm/abi.ts';
import type { AbiValue } from '../../vm/abi-codec.ts';
import type { ContractStorage } from '../../vm/storage.ts';
import type { NativeSwapConfig } from './config.ts';
import type { NativeSwapSettings } from './settings.ts';

/** What the NativeSwap operations need from the running contract. */
export interface NativeSwapEnv {
  readonly address: string;
  readonly deployer: string;
  readonly sender: string;
  readonly origin: string;
  readonly blockNumber: bigint;
  /** The Bitcoin outputs of the transaction: fees and payments to providers. */
  readonly outputs: readonly TxOutput[];
  readonly config: NativeSwapConfig;
  readonly settings: NativeSwapSettings;
  readonly slots: ContractStorage;
  emitEvent(name: string, values: readonly AbiValue[]): void;
  /** Calls another contract (a token) with NativeSwap as the sender. */
  call(to: string, fn: AbiFunction, args: readonly AbiValue[]): AbiValue[];
  hasContract(address: string): boolean;
  contractAnswers(address: string, selector: number): boolean;
}

const op20 = compileAbi(OP_20_ABI);

/** The token functions NativeSwap calls, from the shipped OP20 ABI. */
export const TOKEN_FUNCTIONS = {
  deployer: abiFunction(op20, 'deployer()'),
  transfer: abiFunction(op20, 'transfer(address,uint256)'),
  transferFrom: abiFunction(op20, 'transferFrom(address,address,uint256)'),
} as const;
