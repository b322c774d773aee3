/** Which browser origins may call a server of the product (the devnet node, the api). */
export type CorsPolicy =
  { kind: 'any' } | { kind: 'localhost' } | { kind: 'list'; origins: readonly string[] };

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** '*' allows any origin; an empty value any localhost origin; else a comma-separated list. */
export function parseCorsOrigins(value: string | undefined): CorsPolicy {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'localhost' };
  if (text === '*') return { kind: 'any' };
  return {
    kind: 'list',
    origins: text
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin.length > 0),
  };
}

export function isOriginAllowed(policy: CorsPolicy, origin: string): boolean {
  switch (policy.kind) {
    case 'any':
      return true;
    case 'localhost':
      return LOCALHOST_ORIGIN.test(origin);
    case 'list':
      return (
        policy.origins.includes(origin) ||
        (policy.origins.includes('localhost') && LOCALHOST_ORIGIN.test(origin))
      );
  }
}
