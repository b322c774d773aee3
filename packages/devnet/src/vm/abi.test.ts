import { createHash } from 'node:crypto';
import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import {
  JSONRpcProvider,
  MOTO_ABI,
  MOTOCHEF_ABI,
  MOTOSWAP_ROUTER_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  OP_20_ABI,
  getContract,
} from 'opnet';
import type { BitcoinInterfaceAbi } from 'opnet';
import { describe, expect, it } from 'vitest';
import { compileAbi, functionSignature, selectorHex, selectorOf } from './abi.ts';

const SHIPPED: Record<string, BitcoinInterfaceAbi> = {
  OP_20_ABI,
  MOTO_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  MOTOSWAP_ROUTER_ABI,
};

const provider = new JSONRpcProvider({ url: 'http://devnet.invalid', network: networks.regtest });
const someAddress = Address.fromString(`0x${'11'.repeat(32)}`);

function independentSelector(signature: string): string {
  return createHash('sha256').update(signature).digest('hex').slice(0, 8);
}

describe('compileAbi', () => {
  it('computes the selectors the reference lists (transfer 3b88ef57, balanceOf 5b46f8f6)', () => {
    const abi = compileAbi(OP_20_ABI);
    expect(selectorHex(abi.bySignature.get('transfer(address,uint256)')?.selector ?? 0)).toBe(
      '3b88ef57',
    );
    expect(selectorHex(abi.bySignature.get('balanceOf(address)')?.selector ?? 0)).toBe('5b46f8f6');
  });

  it('gives every function of every shipped ABI the first 4 bytes of sha256(signature)', () => {
    for (const abi of Object.values(SHIPPED)) {
      for (const fn of compileAbi(abi).bySignature.values()) {
        expect(selectorHex(fn.selector)).toBe(independentSelector(fn.signature));
      }
    }
  });

  it('agrees with the calldata the opnet client encodes', () => {
    const token = getContract(someAddress, OP_20_ABI, provider, networks.regtest);
    const router = getContract(someAddress, MOTOSWAP_ROUTER_ABI, provider, networks.regtest);
    const cases: [typeof token, string, unknown[], string][] = [
      [token, 'transfer', [someAddress, 1n], 'transfer(address,uint256)'],
      [token, 'airdrop', [new Map()], 'airdrop(tuple(address,uint256)[])'],
      [token, 'metadata', [], 'metadata()'],
      [router, 'getAmountsOut', [1n, [someAddress]], 'getAmountsOut(uint256,address[])'],
    ];
    for (const [contract, name, args, signature] of cases) {
      const calldata = contract.encodeCalldata(name, args);
      expect(Buffer.from(calldata.subarray(0, 4)).toString('hex')).toBe(
        selectorHex(selectorOf(signature)),
      );
    }
  });

  it('keeps the pool mint() and the OP20 mint(address,uint256) apart', () => {
    const pool = compileAbi(MotoswapPoolAbi);
    expect(pool.bySignature.get('mint()')?.outputs).toEqual([{ name: 'to', type: 'ADDRESS' }]);
    expect(pool.bySignature.has('mint(address,uint256)')).toBe(true);
    expect(pool.bySignature.has('burn(address)')).toBe(true);
    expect(pool.bySignature.has('burn(uint256)')).toBe(true);
    expect(pool.events.has('Transferred')).toBe(true);
    expect(pool.events.has('Swapped')).toBe(true);
  });

  it('derives the receiver hook selector btc-runtime hard-codes (0xd83e7dbc)', () => {
    const hook = MOTOCHEF_ABI.find((element) => element.name === 'onOP20Received');
    expect(hook?.type).toBe('function');
    if (hook?.type !== 'function') return;
    expect(selectorHex(selectorOf(functionSignature(hook)))).toBe('d83e7dbc');
  });

  it('refuses ABI types the devnet cannot encode', () => {
    const abi = [
      {
        name: 'f',
        type: 'function',
        inputs: [{ name: 'x', type: 'EXTENDED_ADDRESS' }],
        outputs: [],
      },
    ] as unknown as BitcoinInterfaceAbi;
    expect(() => compileAbi(abi)).toThrow('not supported');
  });
});
