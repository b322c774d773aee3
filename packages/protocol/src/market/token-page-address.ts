import { isNativeAddress } from '../tokens/token.ts';

/**
 * The token page rejects an empty address and the native token's 'bitcoin' (spec 2, validation).
 * A module of its own, without schemas: the router asks it before the page's code is in.
 */
export function isTokenPageAddress(address: string | undefined): address is string {
  const trimmed = address?.trim() ?? '';
  return trimmed !== '' && !isNativeAddress(trimmed);
}
