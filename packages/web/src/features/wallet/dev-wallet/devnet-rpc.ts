import { parse, z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** A call to the devnet's own JSON-RPC methods (devnet_info, devnet_faucet), not OP_NET's. */
export async function devnetCall<T>(
  rpcUrl: string,
  method: string,
  params: unknown[],
  schema: $ZodType<T>,
): Promise<T> {
  const response = await fetch(`${rpcUrl.replace(/\/+$/, '')}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (reply.error) throw new Error(reply.error.message ?? `${method} failed`);
  return parse(schema, reply.result);
}

export const devnetInfoSchema = z.object({
  network: z.string(),
  mnemonic: z.string(),
  accounts: z.array(z.object({ index: z.number().check(z.int()), p2tr: z.string() })),
});
export type DevnetInfo = z.infer<typeof devnetInfoSchema>;

/** What the devnet tells about itself, or null when the node is not a devnet. */
export async function fetchDevnetInfo(rpcUrl: string): Promise<DevnetInfo | null> {
  try {
    const info = await devnetCall(rpcUrl, 'devnet_info', [], devnetInfoSchema);
    return info.network === 'regtest' ? info : null;
  } catch {
    return null;
  }
}

/** Sats the faucet button sends: 1 rBTC. */
export const FAUCET_SATS = 100_000_000n;

export async function requestFaucet(rpcUrl: string, address: string): Promise<void> {
  await devnetCall(rpcUrl, 'devnet_faucet', [address, FAUCET_SATS.toString()], z.unknown());
}
