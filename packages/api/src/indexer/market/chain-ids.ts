const OPNET_ADDRESS = /^0x[0-9a-f]{64}$/;

/** Whether a text is an OP_NET address: 0x and 32 bytes of hex, lower case. */
export function isOpnetAddress(text: string): boolean {
  return OPNET_ADDRESS.test(text);
}

/** A NativeSwap provider id (a u256) as 64 hex digits, the form the market tables keep. */
export function providerIdHex(id: bigint): string {
  return id.toString(16).padStart(64, '0');
}
