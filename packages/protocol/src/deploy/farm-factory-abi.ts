// The MotoChef factory's ABI as the deploy pages call it. It imports the opnet library, so only
// the web's chain modules (loaded lazily) import this file.
import { ABIDataTypes, BitcoinAbiTypes, type BitcoinInterfaceAbi } from 'opnet';

// opnet ships MOTOCHEF_FACTORY_ABI in its build without exporting it, so the calls and events the
// deploy pages use are declared here, as that file declares them.

/** deployToken, deployMotoChef, getUserTokens, getTokenMotoChef and their events. */
export const FARM_FACTORY_DEPLOY_ABI: BitcoinInterfaceAbi = [
  {
    name: 'deployToken',
    type: BitcoinAbiTypes.Function,
    inputs: [
      { name: 'maxSupply', type: ABIDataTypes.UINT256 },
      { name: 'decimals', type: ABIDataTypes.UINT8 },
      { name: 'name', type: ABIDataTypes.STRING },
      { name: 'symbol', type: ABIDataTypes.STRING },
      { name: 'initialMintTo', type: ABIDataTypes.ADDRESS },
      { name: 'initialMintAmount', type: ABIDataTypes.UINT256 },
      { name: 'freeMintSupply', type: ABIDataTypes.UINT256 },
      { name: 'freeMintPerTx', type: ABIDataTypes.UINT256 },
      { name: 'tokenOwner', type: ABIDataTypes.ADDRESS },
    ],
    outputs: [{ name: 'success', type: ABIDataTypes.BOOL }],
  },
  {
    name: 'deployMotoChef',
    type: BitcoinAbiTypes.Function,
    inputs: [
      { name: 'tokenPerBlock', type: ABIDataTypes.UINT256 },
      { name: 'bonusEndBlock', type: ABIDataTypes.UINT256 },
      { name: 'bonusMultiplier', type: ABIDataTypes.UINT256 },
      { name: 'BTCAllocPoint', type: ABIDataTypes.UINT256 },
      { name: 'tokenAddress', type: ABIDataTypes.ADDRESS },
      { name: 'tokenAllocPoint', type: ABIDataTypes.UINT256 },
      { name: 'userBTCFeePercentage', type: ABIDataTypes.UINT256 },
      { name: 'userFeeRecipient', type: ABIDataTypes.STRING },
      { name: 'farmName', type: ABIDataTypes.STRING },
      { name: 'farmBanner', type: ABIDataTypes.STRING },
      { name: 'additionalPoolTokens', type: ABIDataTypes.ARRAY_OF_ADDRESSES },
      { name: 'additionalPoolAllocPoints', type: ABIDataTypes.ARRAY_OF_UINT256 },
    ],
    outputs: [{ name: 'success', type: ABIDataTypes.BOOL }],
  },
  {
    name: 'getUserTokens',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [{ name: 'deployer', type: ABIDataTypes.ADDRESS }],
    outputs: [{ name: 'tokens', type: ABIDataTypes.BYTES }],
  },
  {
    name: 'getTokenMotoChef',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [{ name: 'tokenAddress', type: ABIDataTypes.ADDRESS }],
    outputs: [{ name: 'motoChefAddress', type: ABIDataTypes.ADDRESS }],
  },
  {
    name: 'TokenDeployed',
    type: BitcoinAbiTypes.Event,
    values: [
      { name: 'deployer', type: ABIDataTypes.ADDRESS },
      { name: 'token', type: ABIDataTypes.ADDRESS },
      { name: 'name', type: ABIDataTypes.STRING },
      { name: 'symbol', type: ABIDataTypes.STRING },
    ],
  },
  {
    name: 'MotoChefDeployed',
    type: BitcoinAbiTypes.Event,
    values: [
      { name: 'deployer', type: ABIDataTypes.ADDRESS },
      { name: 'token', type: ABIDataTypes.ADDRESS },
      { name: 'motoChef', type: ABIDataTypes.ADDRESS },
      { name: 'userBTCFeePercentage', type: ABIDataTypes.UINT256 },
      { name: 'farmName', type: ABIDataTypes.STRING },
    ],
  },
];
