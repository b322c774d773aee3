import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectedWallet, useWalletStore } from '../wallet/wallet-store.ts';
import { queryClient } from './query-client.ts';

const ACCOUNT: ConnectedWallet = {
  kind: 'OP_WALLET',
  address: 'bcrt1paccount',
  publicKey: `02${'11'.repeat(32)}`,
  sender: null,
  signer: null,
  chain: 'BITCOIN_REGTEST',
};
const OTHER = { ...ACCOUNT, address: 'bcrt1pother', publicKey: `03${'22'.repeat(32)}` };
// Shaped as entities' key factories make them (lib cannot import entities).
const balanceKey = (owner: ConnectedWallet) => [
  'tokens',
  'regtest',
  'balance',
  '0xaa',
  owner.address,
];
const activityKey = (owner: ConnectedWallet) => [
  'activity',
  'user',
  'regtest',
  owner.publicKey,
  'list',
  'all',
  1,
  null,
];

afterEach(() => {
  useWalletStore.setState({ wallet: null });
  queryClient.clear();
});

describe('queryClient', () => {
  it("drops the previous account's queries when the wallet switches account, and only those", () => {
    useWalletStore.setState({ wallet: ACCOUNT });
    const balance = balanceKey(ACCOUNT);
    const activity = activityKey(ACCOUNT);
    const otherBalance = balanceKey(OTHER);
    const pools = ['activity', 'public', 'regtest', 'explore-pools', 1];
    for (const key of [balance, activity, otherBalance, pools]) queryClient.setQueryData(key, 1n);

    useWalletStore.setState({ wallet: OTHER });

    expect(queryClient.getQueryData(balance)).toBeUndefined();
    expect(queryClient.getQueryData(activity)).toBeUndefined();
    expect(queryClient.getQueryData(otherBalance)).toBe(1n);
    expect(queryClient.getQueryData(pools)).toBe(1n);
  });

  it('keeps them while the account stays (a new chain or signer of the same account)', () => {
    useWalletStore.setState({ wallet: ACCOUNT });
    const balance = balanceKey(ACCOUNT);
    queryClient.setQueryData(balance, 1n);
    useWalletStore.setState({ wallet: { ...ACCOUNT, chain: 'OPNET_TESTNET' } });
    expect(queryClient.getQueryData(balance)).toBe(1n);
  });

  it('drops them when the wallet disconnects', () => {
    useWalletStore.setState({ wallet: ACCOUNT });
    const balance = balanceKey(ACCOUNT);
    queryClient.setQueryData(balance, 1n);
    useWalletStore.setState({ wallet: null });
    expect(queryClient.getQueryData(balance)).toBeUndefined();
  });
});
