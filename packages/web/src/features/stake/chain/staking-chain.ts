// MOTO staking reads and calls; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { getContract } from 'opnet';
import { STAKING_ABI, type StakingContract } from '@opswap/protocol/staking/staking-abi';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** A fresh staking contract object, simulated as `sender`. */
function stakingContract(
  network: ProductNetwork,
  contracts: NetworkContracts,
  sender?: Address,
): StakingContract {
  return getContract<StakingContract>(
    Address.fromString(contracts.staking),
    STAKING_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

/** A reward token's pending amount for the wallet (0x token address, base units). */
export interface PendingReward {
  token: string;
  amount: bigint;
}

/** What the staking screen shows of the wallet's stake and the pool. */
export interface StakingPosition {
  /** The staked token's 0x address (motoAddress). */
  moto: string;
  staked: bigint;
  totalStaked: bigint;
  lastInteractedBlock: bigint;
  /** pendingReward of every enabled reward token, in the contract's order. */
  rewards: PendingReward[];
  /** calculateSlashingFee of the whole stake: what an unstake would pay now. */
  slashingFee: bigint;
}

export async function readStakingPosition(
  network: ProductNetwork,
  contracts: NetworkContracts,
  wallet: ConnectedWallet,
): Promise<StakingPosition> {
  const user = senderOf(wallet);
  const contract = stakingContract(network, contracts);
  const [moto, staked, total, last, enabled] = await Promise.all([
    contract.motoAddress(),
    contract.balanceOf(user),
    contract.totalSupply(),
    contract.lastInteractedBlock(user),
    contract.enabledRewardTokens(),
  ]);
  const stakedAmount = staked.properties.balance;
  const tokens = enabled.properties.enabledRewardTokens;
  const [fee, ...pending] = await Promise.all([
    contract.calculateSlashingFee(user, stakedAmount),
    ...tokens.map((token) => contract.pendingReward(user, token)),
  ]);
  return {
    moto: moto.properties.motoAddress.toHex(),
    staked: stakedAmount,
    totalStaked: total.properties.totalSupply,
    lastInteractedBlock: last.properties.lastInteractedBlock,
    rewards: tokens.map((token, index) => ({
      token: token.toHex(),
      amount: pending[index]?.properties.pendingReward ?? 0n,
    })),
    slashingFee: fee?.properties.rewardDebt ?? 0n,
  };
}

/** The staking calls the screen sends; each is simulated as the wallet first. */
export type StakingCall =
  { method: 'stake'; amount: bigint } | { method: 'claimRewards' | 'unstake' | 'compound' };

/** Simulates the call as the wallet (its revert text surfaces here), then sends it. */
export async function sendStakingCall(
  network: ProductNetwork,
  contracts: NetworkContracts,
  call: StakingCall,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const contract = stakingContract(network, contracts, senderOf(wallet));
  const simulation =
    call.method === 'stake' ? await contract.stake(call.amount) : await contract[call.method]();
  if (simulation.revert) throw new Error(simulation.revert);
  return sendSimulated(simulation, wallet, network, fees);
}
