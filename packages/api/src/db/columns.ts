import { bigint, customType, text } from 'drizzle-orm/pg-core';

/**
 * A token or sat amount: numeric(78, 0) holds every uint256 exactly, and the column reads and
 * writes bigint, so no amount ever passes through a float.
 */
export const amount = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(78, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** A millisecond Unix timestamp. */
export const millis = (name: string) => bigint(name, { mode: 'number' });

/** The network a row belongs to (regtest, testnet, mainnet). */
export const network = () => text('network').notNull();
