// The farm contracts as the product reads them. It imports the opnet library, so only the devnet
// and the web's chain modules (loaded lazily) import this file.
import { ABIDataTypes, BitcoinAbiTypes, type BitcoinInterfaceAbi, MOTOCHEF_ABI } from 'opnet';

// opnet ships the MotoChef factory's and the template farm's ABIs in its build without exporting
// them, so the few of their reads /farm makes are declared here, as those files declare them.

/** The MotoChef factory's deployment list: getDeploymentsCount, getDeploymentByIndex. */
export const FARM_FACTORY_READS_ABI: BitcoinInterfaceAbi = [
  {
    name: 'getDeploymentsCount',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [],
    outputs: [{ name: 'count', type: ABIDataTypes.UINT32 }],
  },
  {
    name: 'getDeploymentByIndex',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [{ name: 'index', type: ABIDataTypes.UINT32 }],
    outputs: [
      { name: 'deployer', type: ABIDataTypes.ADDRESS },
      { name: 'token', type: ABIDataTypes.ADDRESS },
      { name: 'motoChef', type: ABIDataTypes.ADDRESS },
      { name: 'block', type: ABIDataTypes.UINT64 },
    ],
  },
];

/** A farm the factory deployed: MotoChef's methods plus its name (getFarmName). */
export const TEMPLATE_FARM_ABI: BitcoinInterfaceAbi = [
  ...MOTOCHEF_ABI,
  {
    name: 'getFarmName',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [],
    outputs: [{ name: 'name', type: ABIDataTypes.STRING }],
  },
];
