// opnet ships these four ABIs but its package exports map hides them, so they come by file path.
import { MotoChefFactoryAbi } from '../../../../../node_modules/opnet/build/abi/shared/json/motoswap/MOTOCHEF_FACTORY_ABI.js';
import { OP20FactoryAbi } from '../../../../../node_modules/opnet/build/abi/shared/json/motoswap/OP20_FACTORY_ABI.js';
import { TemplateMotoChefAbi } from '../../../../../node_modules/opnet/build/abi/shared/json/motoswap/TEMPLATE_MOTOCHEF_ABI.js';
import { TemplateOP20Abi } from '../../../../../node_modules/opnet/build/abi/shared/json/motoswap/TEMPLATE_OP20_ABI.js';
import type { BitcoinInterfaceAbi } from 'opnet';

/** TEMPLATE_OP20_ABI: the free-mint token the factories deploy. */
export const TEMPLATE_OP20_ABI: BitcoinInterfaceAbi = TemplateOP20Abi;
/** OP20_FACTORY_ABI: the token-only factory. */
export const OP20_FACTORY_ABI: BitcoinInterfaceAbi = OP20FactoryAbi;
/** MOTOCHEF_FACTORY_ABI: the token and farm factory behind the product's deploy pages. */
export const MOTOCHEF_FACTORY_ABI: BitcoinInterfaceAbi = MotoChefFactoryAbi;
/** TEMPLATE_MOTOCHEF_ABI: the user farms the MotoChef factory deploys. */
export const TEMPLATE_MOTOCHEF_ABI: BitcoinInterfaceAbi = TemplateMotoChefAbi;
