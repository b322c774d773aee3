// The staking contract's ABI as the product calls it. It imports the opnet library, so only the
// devnet and the web's chain modules (loaded lazily) import this file.
import {
  type BitcoinInterfaceAbi,
  BitcoinAbiTypes,
  type CallResult,
  type IMotoswapStakingContract,
  MOTOSWAP_STAKING_ABI,
} from 'opnet';

type Address = Parameters<IMotoswapStakingContract['balanceOf']>[0];

/**
 * opnet's MOTOSWAP_STAKING_ABI plus compound(): restakes the caller's pending MOTO reward and pays
 * the other reward tokens out as a claim would (docs/staking.md#compound).
 */
export const STAKING_ABI: BitcoinInterfaceAbi = [
  ...MOTOSWAP_STAKING_ABI,
  { name: 'compound', inputs: [], outputs: [], type: BitcoinAbiTypes.Function },
];

/**
 * The staking contract as the client really calls it: opnet's interface disagrees with its own
 * ABI array (which the client encodes and decodes from) on these methods, and compound is ours.
 */
export type StakingContract = Omit<
  IMotoswapStakingContract,
  'rewardBalance' | 'calculateSlashingFee' | 'motoAddress'
> & {
  rewardBalance(
    user: Address,
    rewardToken: Address,
  ): Promise<CallResult<{ rewardBalance: bigint }>>;
  calculateSlashingFee(user: Address, amount: bigint): Promise<CallResult<{ rewardDebt: bigint }>>;
  motoAddress(): Promise<CallResult<{ motoAddress: Address }>>;
  compound(): Promise<CallResult>;
};
