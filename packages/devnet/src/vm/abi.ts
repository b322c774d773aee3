import { ABICoder, ABIDataTypes, abiTypeToSelectorString } from '@btc-vision/transaction';
import type { AbiType } from '@btc-vision/transaction';
import { BitcoinAbiTypes } from 'opnet';
import type { BitcoinAbiValue, BitcoinInterfaceAbi, FunctionBaseData } from 'opnet';

/** One argument, result or event field, with the simple ABI types the devnet contracts use. */
export interface AbiParam {
  readonly name: string;
  readonly type: ABIDataTypes;
}

/** A function of a shipped ABI with the selector the `opnet` client computes for it. */
export interface AbiFunction {
  readonly name: string;
  /** `name(type,...)`, the text the selector hashes. */
  readonly signature: string;
  readonly selector: number;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
  readonly constant: boolean;
}

export interface AbiEvent {
  readonly name: string;
  readonly values: readonly AbiParam[];
}

/** A shipped ABI array indexed for dispatch: functions by selector, events by name. */
export interface CompiledAbi {
  readonly bySelector: ReadonlyMap<number, AbiFunction>;
  readonly bySignature: ReadonlyMap<string, AbiFunction>;
  readonly events: ReadonlyMap<string, AbiEvent>;
}

const abiCoder = new ABICoder();

/** The signature text exactly as opnet's Contract.getSelector builds it. */
export function functionSignature(element: FunctionBaseData): string {
  const types = (element.inputs ?? []).map((input) => abiTypeToSelectorString(input.type));
  return `${element.name}(${types.join(',')})`;
}

/** First 4 bytes of sha256(signature) as a big-endian u32, through the client's own ABICoder. */
export function selectorOf(signature: string): number {
  return Number.parseInt(abiCoder.encodeSelector(signature), 16) >>> 0;
}

export function selectorHex(selector: number): string {
  return selector.toString(16).padStart(8, '0');
}

const SIMPLE_TYPES = new Set<string>(Object.values(ABIDataTypes));
const UNSUPPORTED_TYPES = new Set<ABIDataTypes>([
  ABIDataTypes.EXTENDED_ADDRESS,
  ABIDataTypes.EXTENDED_ADDRESS_UINT256_TUPLE,
  ABIDataTypes.ARRAY_OF_EXTENDED_ADDRESSES,
  ABIDataTypes.SCHNORR_SIGNATURE,
]);

function isSimpleType(type: AbiType): type is ABIDataTypes {
  return typeof type === 'string' && SIMPLE_TYPES.has(type);
}

function toParam(value: BitcoinAbiValue, where: string): AbiParam {
  const type = value.type;
  if (!isSimpleType(type) || UNSUPPORTED_TYPES.has(type)) {
    throw new TypeError(
      `${where}: ABI type ${JSON.stringify(type)} is not supported by the devnet`,
    );
  }
  return { name: value.name, type };
}

/**
 * Indexes a shipped ABI. A repeated signature keeps its first entry, as the client keeps the first
 * function of a name; functions that share a name but not a signature (the pool's mint() and
 * mint(address,uint256)) stay apart because dispatch is by selector.
 */
export function compileAbi(abi: BitcoinInterfaceAbi): CompiledAbi {
  const bySelector = new Map<number, AbiFunction>();
  const bySignature = new Map<string, AbiFunction>();
  const events = new Map<string, AbiEvent>();
  for (const element of abi) {
    if (element.type === BitcoinAbiTypes.Event) {
      if (!events.has(element.name)) {
        const values = element.values.map((value) => toParam(value, `event ${element.name}`));
        events.set(element.name, { name: element.name, values });
      }
      continue;
    }
    const signature = functionSignature(element);
    if (bySignature.has(signature)) continue;
    const selector = selectorOf(signature);
    const clash = bySelector.get(selector);
    if (clash) throw new Error(`Selector clash: ${signature} and ${clash.signature}`);
    const fn: AbiFunction = {
      name: element.name,
      signature,
      selector,
      inputs: (element.inputs ?? []).map((input) => toParam(input, signature)),
      outputs: (element.outputs ?? []).map((output) => toParam(output, signature)),
      constant: element.constant === true,
    };
    bySelector.set(selector, fn);
    bySignature.set(signature, fn);
  }
  return { bySelector, bySignature, events };
}

/** The function of a compiled ABI with that signature; throws when the ABI has none. */
export function abiFunction(abi: CompiledAbi, signature: string): AbiFunction {
  const fn = abi.bySignature.get(signature);
  if (!fn) throw new Error(`The ABI has no function ${signature}`);
  return fn;
}
