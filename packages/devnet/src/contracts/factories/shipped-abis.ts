import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BitcoinInterfaceAbi } from 'opnet';

// opnet ships these four ABIs in its build but neither exports them from its index nor lists them
// in its exports map, so they are loaded from the files of the package Node resolves.
const MOTOSWAP_ABI_DIRECTORY = join(
  dirname(createRequire(import.meta.url).resolve('opnet')),
  'abi/shared/json/motoswap',
);

async function shippedAbi(file: string): Promise<BitcoinInterfaceAbi> {
  const url = pathToFileURL(join(MOTOSWAP_ABI_DIRECTORY, file)).href;
  const module = (await import(url)) as { default: BitcoinInterfaceAbi };
  return module.default;
}

/** TEMPLATE_OP20_ABI: the free-mint token the factories deploy. */
export const TEMPLATE_OP20_ABI = await shippedAbi('TEMPLATE_OP20_ABI.js');
/** OP20_FACTORY_ABI: the token-only factory. */
export const OP20_FACTORY_ABI = await shippedAbi('OP20_FACTORY_ABI.js');
/** MOTOCHEF_FACTORY_ABI: the token and farm factory behind the product's deploy pages. */
export const MOTOCHEF_FACTORY_ABI = await shippedAbi('MOTOCHEF_FACTORY_ABI.js');
/** TEMPLATE_MOTOCHEF_ABI: the user farms the MotoChef factory deploys. */
export const TEMPLATE_MOTOCHEF_ABI = await shippedAbi('TEMPLATE_MOTOCHEF_ABI.js');
