import { describe, expect, it } from 'vitest';
import { indexedBlockOf, type NodeBlock } from './block-reader.ts';
import { decodeRevertMessage, xOnlyKeyFromNode, xOnlyOfUserKey } from './chain-encoding.ts';

const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
const NATIVE_SWAP = 'd82a57f4b58d6ad0b10b969cf0c4af9fcd771dca4ea97d1fd16ef89ff738fa8e';
const NATIVE_SWAP_P2OP = 'opr1sqprxjz2p7ar9mruj6p0pc70ykndmv88hpy7hv2sd';
const SENDER_X_ONLY = '70c544a7f88bffec22e8924d84763ce329e983b8ea9e59fe16e9efeb545fb150';
const SENDER_ADDRESS = '727ec6ade638249fd7385672e235b1a3a05acc887620fd2dbee5cbe9b2e80dcf';

function revertData(message: string): string {
  const text = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  return Buffer.concat([Buffer.from('63739d5c', 'hex'), length, text]).toString('base64');
}

const block: NodeBlock = {
  height: '13',
  hash: '18B9B1636A94E8C792F25B77B1B7A19EFCBA27A47A0932681BE9EBDEA566253A',
  previousBlockHash: 'bd18377ae507c9cc095da246171831385aa55d4b78726a8752e7a370d861d0ee',
  time: 1795366860,
  deployments: [],
  transactions: [
    {
      id: 'c9c01b1b3a64fa00b2103035d0544e8f15c493d36bb03db218e67a4600cf2422',
      index: 0,
      OPNetType: 'Generic',
      inputs: [{ originalTransactionId: '0'.repeat(64), outputTransactionIndex: 4294967295 }],
      outputs: [
        {
          index: 0,
          value: '1000',
          scriptPubKey: {
            hex: '512048ae6a9419d429930439a5c1f92233d50fe359eef50c01f9e14357e22269b420',
            address: 'bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22',
          },
        },
      ],
      events: [],
      gasUsed: '0x0',
    },
    {
      id: '0c4e3e6401138b1a0719eedc760e2328e31728781b113f076d6a750bd89aeaa4',
      index: 1,
      OPNetType: 'Interaction',
      inputs: [
        {
          originalTransactionId: '0997045127bc46f60f07972fc63722515a7c9d28720efc165b3931fb491a7bb4',
          outputTransactionIndex: 0,
        },
      ],
      outputs: [{ index: 0, value: '4717', scriptPubKey: { hex: '0020' + '9d'.repeat(32) } }],
      events: [
        { contractAddress: '0x' + NATIVE_SWAP.toUpperCase(), type: 'SwapExecuted', data: 'AAEC' },
        { contractAddress: NATIVE_SWAP_P2OP, type: 'ProviderConsumed', data: '' },
      ],
      gasUsed: '0xef03be80',
      contractAddress: NATIVE_SWAP_P2OP,
      contractPublicKey: b64(NATIVE_SWAP),
      interactionPubKey: b64(SENDER_X_ONLY),
      from: b64(SENDER_ADDRESS),
    },
    {
      id: 'e8ad1ef801a847bf9acfc83bc1751dfa9a05909e2f1e4884909fd6bca668eafd',
      index: 2,
      OPNetType: 'Interaction',
      inputs: [],
      outputs: [],
      events: [],
      revert: revertData('Motoswap: EXPIRED'),
      gasUsed: '1000',
      contractAddress: NATIVE_SWAP_P2OP,
      contractPublicKey: b64(NATIVE_SWAP),
      interactionPubKey: b64(SENDER_X_ONLY),
    },
  ],
};

describe('indexedBlockOf', () => {
  const indexed = indexedBlockOf(block);

  it('reads the header: height, lower-case hashes, the time in milliseconds', () => {
    expect(indexed.height).toBe(13);
    expect(indexed.hash).toBe(block.hash.toLowerCase());
    expect(indexed.previousHash).toBe(block.previousBlockHash);
    expect(indexed.time).toBe(1_795_366_860_000);
    expect(indexedBlockOf({ ...block, time: 1_795_366_860_000 }).time).toBe(1_795_366_860_000);
  });

  it('reads a generic transaction without the coinbase input', () => {
    const [generic] = indexed.transactions;
    expect(generic).toMatchObject({
      kind: 'Generic',
      inputs: [],
      contract: null,
      senderXOnlyKey: null,
      from: null,
      revert: null,
      gasUsed: 0n,
    });
    expect(generic?.outputs).toEqual([
      {
        index: 0,
        value: 1000n,
        address: 'bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22',
        scriptHex: '512048ae6a9419d429930439a5c1f92233d50fe359eef50c01f9e14357e22269b420',
      },
    ]);
  });

  it('reads an interaction: 0x contracts (events named by p2op too), sender key and address', () => {
    const interaction = indexed.transactions[1];
    expect(interaction).toMatchObject({
      kind: 'Interaction',
      contract: '0x' + NATIVE_SWAP,
      senderXOnlyKey: SENDER_X_ONLY,
      from: '0x' + SENDER_ADDRESS,
      revert: null,
      gasUsed: 0xef03be80n,
      inputs: [
        {
          transactionId: '0997045127bc46f60f07972fc63722515a7c9d28720efc165b3931fb491a7bb4',
          outputIndex: 0,
        },
      ],
    });
    expect(interaction?.outputs[0]?.address).toBeNull();
    expect(interaction?.events.map((event) => [event.contract, event.type])).toEqual([
      ['0x' + NATIVE_SWAP, 'SwapExecuted'],
      ['0x' + NATIVE_SWAP, 'ProviderConsumed'],
    ]);
    expect([...(interaction?.events[0]?.data ?? [])]).toEqual([0, 1, 2]);
  });

  it('decodes the revert message of a failed interaction', () => {
    expect(indexed.transactions[2]?.revert).toBe('Motoswap: EXPIRED');
    expect(indexed.transactions[2]?.from).toBeNull();
  });
});

describe('chain encoding', () => {
  it('decodes revert data with the selector, else as text, else as hex', () => {
    const withSelector = Buffer.from(revertData('No active reservation'), 'base64');
    expect(decodeRevertMessage(withSelector)).toBe('No active reservation');
    expect(decodeRevertMessage(Buffer.from('plain text'))).toBe('plain text');
    expect(decodeRevertMessage(Uint8Array.from([0xff, 0x00, 0x01]))).toBe('0xff0001');
  });

  it('takes x-only keys from 32- or 33-byte keys, and from a compressed user key', () => {
    expect(xOnlyKeyFromNode(b64(SENDER_X_ONLY))).toBe(SENDER_X_ONLY);
    expect(xOnlyKeyFromNode(b64('02' + SENDER_X_ONLY))).toBe(SENDER_X_ONLY);
    expect(xOnlyKeyFromNode(b64('0102'))).toBeNull();
    expect(xOnlyOfUserKey('03' + SENDER_X_ONLY.toUpperCase())).toBe(SENDER_X_ONLY);
  });
});
