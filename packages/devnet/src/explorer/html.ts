import { formatUnits } from '@opswap/protocol/amount/units';
import { BTC_DECIMALS } from '@opswap/protocol/constants';

/** Where the explorer lives on the devnet's HTTP server. */
export const EXPLORER_PATH = '/explorer';
export const EXPLORER_TITLE = 'opswap devnet explorer';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string | number | bigint): string {
  return String(text).replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** HTML that is already escaped; templates join these without escaping them again. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | bigint | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(part as string | number | bigint);
}

/** A template tag: interpolated values are escaped unless they are Html (or lists of parts). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Sats as a BTC decimal string, exact (bigint arithmetic), e.g. 150000000n -> '1.5 BTC'. */
export function btc(sats: bigint): string {
  return `${formatUnits(sats, BTC_DECIMALS)} BTC`;
}

/** A block time (seconds) as UTC text. */
export function blockTime(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}

/** '0123…cdef' for long hashes in narrow tables; the full value stays in the title. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

export const explorerUrl = {
  home: () => EXPLORER_PATH,
  block: (height: number) => `${EXPLORER_PATH}/block/${height}`,
  tx: (txid: string) => `${EXPLORER_PATH}/tx/${encodeURIComponent(txid)}`,
  address: (address: string) => `${EXPLORER_PATH}/address/${encodeURIComponent(address)}`,
};

export const link = (
  href: string,
  text: string,
  options: { mono?: boolean; title?: string } = {},
) =>
  html`<a
    href="${href}"
    ${options.mono ? new Html(' class="mono"') : ''}${
      options.title ? html` title="${options.title}"` : ''
    }
    >${text}</a
  >`;

export const txLink = (txid: string, short = false) =>
  link(explorerUrl.tx(txid), short ? shortHash(txid) : txid, { mono: true, title: txid });

export const blockLink = (height: number) => link(explorerUrl.block(height), `#${height}`);

export const addressLink = (address: string, short = false) =>
  link(explorerUrl.address(address), short ? shortHash(address) : address, {
    mono: true,
    title: address,
  });

/** Label/value rows. */
export function facts(rows: readonly (readonly [string, Part] | null)[]): Html {
  return html`<dl class="facts">
    ${rows
      .filter((row): row is readonly [string, Part] => row !== null)
      .map(
        ([label, value]) =>
          html`<dt>${label}</dt>
            <dd>${value}</dd>`,
      )}
  </dl>`;
}

/** A table that scrolls sideways on a narrow screen. */
export function table(headers: readonly string[], rows: readonly (readonly Part[])[]): Html {
  if (rows.length === 0) return html`<p class="muted">None.</p>`;
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          ${headers.map((header) => html`<th>${header}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f7f7f8;--fg:#16161a;--muted:#6b6b76;--card:#fff;--line:#e2e2e8;--accent:#e8590c;--ok:#2b8a3e;--warn:#c92a2a}
@media (prefers-color-scheme:dark){:root{--bg:#121215;--fg:#ececf1;--muted:#9a9aa6;--card:#1c1c21;--line:#2c2c33;--accent:#ff922b;--ok:#69db7c;--warn:#ff8787}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
header{border-bottom:1px solid var(--line);background:var(--card)}
.wrap{max-width:1100px;margin:0 auto;padding:12px 16px}
header .wrap{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}
header a.brand{font-weight:700;color:var(--fg);text-decoration:none}
form.search{display:flex;gap:6px;flex:1 1 260px;max-width:520px}
form.search input{flex:1;min-width:0;padding:6px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg);font:inherit}
form.search button{padding:6px 12px;border:0;border-radius:8px;background:var(--accent);color:#fff;font:inherit;cursor:pointer}
h1{font-size:22px;margin:8px 0 4px}
h2{font-size:17px;margin:24px 0 8px}
a{color:var(--accent);text-decoration:none}
a:hover{text-decoration:underline}
.mono,code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;overflow-wrap:anywhere;word-break:break-all}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin:12px 0}
.facts{display:grid;grid-template-columns:minmax(110px,max-content) 1fr;gap:6px 16px;margin:0}
.facts dt{color:var(--muted)}
.facts dd{margin:0;min-width:0;overflow-wrap:anywhere}
@media (max-width:520px){.facts{grid-template-columns:1fr;gap:0}.facts dd{margin-bottom:8px}}
.scroll{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:600;white-space:nowrap}
td a.mono,td span.mono{white-space:nowrap;word-break:normal}
.muted{color:var(--muted)}
.ok{color:var(--ok);font-weight:600}
.warn{color:var(--warn);font-weight:600}
.pending{color:var(--accent);font-weight:600}
nav.pager{display:flex;justify-content:space-between;gap:8px;margin:8px 0}
`;

/** A whole page. */
export function page(heading: string, body: Part): string {
  const title = heading ? `${heading} · ${EXPLORER_TITLE}` : EXPLORER_TITLE;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <div class="wrap">
            <a class="brand" href="${EXPLORER_PATH}">${EXPLORER_TITLE}</a>
            <form class="search" action="${EXPLORER_PATH}/search" method="get">
              <input
                name="q"
                aria-label="Search"
                placeholder="Transaction id, block height or hash, address"
              /><button type="submit">Search</button>
            </form>
          </div>
        </header>
        <main class="wrap">${body}</main>
      </body>
    </html> `.value;
}
