// The server side of a token page (served-pages.ts beside vite.config starts it in the preview
// server): the page's first frame rendered with the token in it, so the token's name and price
// paint before any of the app's JavaScript has loaded. The app then starts from the same answers
// (load-token-page.ts) and draws the same frame.
import { matchPath } from 'react-router';
import { isTokenPageAddress } from '@opswap/protocol/market/token-page-address';
import { routes } from '@opswap/protocol/routes/routes';
import type { TokenExploreRecord } from '@opswap/protocol/schemas/token';
import { tokenPageReads } from '../features/token/token-page-reads.ts';
import { pageTitle } from '../hooks/use-page-title.ts';
import { apiUrl } from '../lib/api/api-client.ts';
import { seedPublicReads } from '../lib/api/public-read.ts';
import { servedAnswersMarkup } from '../lib/api/served-answers.ts';
import { appConfig } from '../lib/config/app-config.ts';
import {
  escapeHtml,
  frameQueryClient,
  renderScreenFrame,
  routeFrameScript,
  routeFrameTemplate,
} from './static-shell.tsx';

/** Reads an api URL: the body of a 200 answer, or null for any other answer or a failure. */
export type ReadApi = (url: string) => Promise<string | null>;

export interface ServedPage {
  title: string;
  /** The frame for the route frame script, and the answers it was drawn from. */
  markup: string;
}

/**
 * The page the server serves at `path` (without its query): for a token's page whose reads all
 * answer, its title and first frame; null for any other path, which gets the static index.html.
 */
export async function renderServedPage(path: string, readApi: ReadApi): Promise<ServedPage | null> {
  const address = matchPath(`/${routes.token.pattern}`, path)?.params.address;
  if (!isTokenPageAddress(address)) return null;
  // The page's default network: a visitor who chose another one gets the shell alone.
  const network = appConfig.defaultNetwork;
  const reads = tokenPageReads(network, address.trim());
  const bodies = await Promise.all(
    reads.all.map((read) => readApi(apiUrl({ network, publicKey: null }, read.path))),
  );
  const answers: Record<string, string> = {};
  for (const [index, read] of reads.all.entries()) {
    const body = bodies[index];
    if (typeof body === 'string') answers[read.path] = body;
  }
  const client = frameQueryClient();
  if (!seedPublicReads(client, reads.all, answers)) return null;
  const token = client.getQueryData<TokenExploreRecord>(reads.record.queryKey);
  if (!token) return null;
  return {
    title: pageTitle(token.name),
    markup:
      routeFrameTemplate(path, await renderScreenFrame(path, client)) +
      servedAnswersMarkup({ network, answers }),
  };
}

/**
 * index.html with the served page in it: its title, and its frame ahead of the route frame script
 * that puts the path's frame into <main>.
 */
export function withServedPage(html: string, page: ServedPage): string {
  const script = `<script>${routeFrameScript()}</script>`;
  if (!html.includes(script)) throw new Error('index.html has no route frame script.');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(script, () => page.markup + script);
}
