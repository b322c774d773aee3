import { normalizeHash } from '../bytes.ts';
import type { Chain } from '../chain/chain.ts';
import type { DevnetWorld } from '../rpc/rpc-context.ts';
import type { HttpAnswer } from '../rpc/rpc-server.ts';
import { transactionStatus } from './explorer-data.ts';
import {
  addressPage,
  blockPage,
  homePage,
  notFoundPage,
  transactionPage,
  type ExplorerLabels,
  type PageContext,
} from './explorer-pages.ts';
import { EXPLORER_PATH, explorerUrl } from './html.ts';

export { EXPLORER_PATH } from './html.ts';

/** Names for the development accounts and the seeded contracts (devnet_info's world). */
export function worldLabels(world: () => DevnetWorld): ExplorerLabels {
  return {
    labelOf: (address) => {
      const { accounts, contracts } = world();
      for (const [name, contract] of Object.entries(contracts)) {
        if (contract.address === address || contract.p2op === address) return name;
      }
      for (const account of accounts as readonly Partial<Record<string, unknown>>[]) {
        if (account.p2tr === address || account.opnetAddress === address) {
          return `development account ${String(account.index)}`;
        }
      }
      return null;
    },
  };
}

export interface ExplorerOptions {
  chain: Chain;
  labels?: ExplorerLabels;
}

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json';
const NO_STORE = { 'Cache-Control': 'no-store' };

const htmlAnswer = (status: number, body: string): HttpAnswer => ({
  status,
  contentType: HTML,
  body,
  headers: NO_STORE,
});
const textAnswer = (status: number, body: string): HttpAnswer => ({
  status,
  contentType: TEXT,
  body,
  headers: NO_STORE,
});
const jsonAnswer = (body: unknown): HttpAnswer => ({
  status: 200,
  contentType: JSON_TYPE,
  body: JSON.stringify(body),
  headers: NO_STORE,
});
const redirect = (location: string): HttpAnswer => ({
  status: 302,
  contentType: TEXT,
  body: `See ${location}`,
  headers: { Location: location },
});

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The mempool.space-style JSON/text API under /explorer/api. */
function apiAnswer(chain: Chain, segments: readonly string[]): HttpAnswer {
  const [first, second, third, fourth] = segments;
  if (first === 'tx' && second !== undefined && third === 'status' && fourth === undefined) {
    const status = transactionStatus(chain, second);
    return status ? jsonAnswer(status) : textAnswer(404, 'Transaction not found');
  }
  if (first === 'blocks' && second === 'tip' && fourth === undefined) {
    if (third === 'height') return textAnswer(200, String(chain.height));
    if (third === 'hash') return textAnswer(200, chain.tip.header.hash);
  }
  return textAnswer(404, 'Not found');
}

/** Where a search box query leads: a block height, a transaction or block hash, an address. */
function searchTarget(chain: Chain, query: string): string {
  const text = query.trim();
  if (/^\d+$/.test(text)) return explorerUrl.block(Number(text));
  const hash = normalizeHash(text);
  if (hash !== null) {
    if (chain.findTransaction(hash)) return explorerUrl.tx(hash);
    const block = chain.blockByHash(hash);
    if (block) return explorerUrl.block(block.header.height);
    if (!text.startsWith('0x')) return explorerUrl.tx(hash);
  }
  return explorerUrl.address(text);
}

/**
 * The devnet's built-in block explorer, served under /explorer: mempool.space-style pages and API
 * (tx, block, address, api/tx/{txid}/status) plus OP_SCAN-style aliases (transactions/{txid},
 * accounts/{address}), so the app's explorer links work on the devnet. Returns null for paths
 * outside /explorer.
 */
export function createExplorer(
  options: ExplorerOptions,
): (path: string, url: URL) => HttpAnswer | null {
  const context: PageContext = {
    chain: options.chain,
    labels: options.labels ?? { labelOf: () => null },
  };
  const { chain } = context;
  return (path, url) => {
    if (path !== EXPLORER_PATH && !path.startsWith(`${EXPLORER_PATH}/`)) return null;
    const raw = path.slice(EXPLORER_PATH.length).split('/').filter(Boolean);
    const segments = raw.map(decodeSegment);
    if (segments.some((segment) => segment === null)) {
      return htmlAnswer(400, notFoundPage('That address is not valid.'));
    }
    const [route, id, ...rest] = segments as string[];
    if (route === undefined) return htmlAnswer(200, homePage(context));
    if (route === 'api') return apiAnswer(chain, segments.slice(1) as string[]);
    if (route === 'search' && id === undefined) {
      const query = url.searchParams.get('q') ?? '';
      return redirect(query.trim() === '' ? explorerUrl.home() : searchTarget(chain, query));
    }
    if (id === undefined || rest.length > 0) {
      return htmlAnswer(404, notFoundPage(`Nothing here: ${path}`));
    }
    switch (route) {
      case 'block': {
        const block = /^\d+$/.test(id) ? chain.blockAt(Number(id)) : chain.blockByHash(id);
        return block
          ? htmlAnswer(200, blockPage(context, block))
          : htmlAnswer(404, notFoundPage(`Block ${id} not found.`));
      }
      case 'tx':
      case 'transactions': {
        const body = transactionPage(context, id);
        return body
          ? htmlAnswer(200, body)
          : htmlAnswer(404, notFoundPage(`Transaction ${id} not found.`));
      }
      case 'address':
      case 'accounts': {
        const body = addressPage(context, id);
        return body
          ? htmlAnswer(200, body)
          : htmlAnswer(404, notFoundPage(`${id} is not an address of this devnet.`));
      }
      default:
        return htmlAnswer(404, notFoundPage(`Nothing here: ${path}`));
    }
  };
}
