import { runSetting } from './urls.ts';

/** Calls the test devnet's JSON-RPC (OP_NET btc_* and the devnet_* methods). */
export async function devnetRpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`${runSetting('E2E_RPC_URL')}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply = (await response.json()) as { result?: T; error?: { message: string } };
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result as T;
}

export async function blockNumber(): Promise<number> {
  return Number(await devnetRpc<string>('btc_blockNumber'));
}
