const ELLIPSIS = '...';

const HEAD_CHARACTERS = 6;
const TAIL_CHARACTERS = 4;
const SIDEBAR_TAIL_CHARACTERS = 6;
/** The sidebar shortens addresses of this length or longer (spec). */
export const SIDEBAR_SHORTEN_FROM_LENGTH = 12;

/**
 * First 6 and last 4 characters around '...' ('bc1q23...abcd'). An address of 13 characters or
 * fewer comes back unchanged, since its short form would not be any shorter.
 */
export function shortenAddress(address: string): string {
  if (address.length <= HEAD_CHARACTERS + ELLIPSIS.length + TAIL_CHARACTERS) return address;
  return `${address.slice(0, HEAD_CHARACTERS)}${ELLIPSIS}${address.slice(-TAIL_CHARACTERS)}`;
}

/** The sidebar form: first 6 and last 6 around '...' when 12 characters or longer, else unchanged. */
export function shortenAddressForSidebar(address: string): string {
  if (address.length < SIDEBAR_SHORTEN_FROM_LENGTH) return address;
  return `${address.slice(0, HEAD_CHARACTERS)}${ELLIPSIS}${address.slice(-SIDEBAR_TAIL_CHARACTERS)}`;
}
