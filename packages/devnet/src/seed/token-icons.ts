import { toBase64, utf8 } from '../bytes.ts';

/** The seed tokens' icons: small SVGs as data URIs, so the devnet serves them without a host. */

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${toBase64(utf8(svg))}`;
}

const frame = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

export const MOTO_ICON = svgDataUri(
  frame(
    '<circle cx="32" cy="32" r="30" fill="#f7931a"/>' +
      '<path d="M16 46V18h6l10 14 10-14h6v28h-7V30l-9 12-9-12v16z" fill="#fff"/>',
  ),
);

export const PILL_ICON = svgDataUri(
  frame(
    '<circle cx="32" cy="32" r="30" fill="#1f2937"/>' +
      '<g transform="rotate(-45 32 32)">' +
      '<rect x="12" y="22" width="40" height="20" rx="10" fill="#fff"/>' +
      '<path d="M22 22h10v20H22a10 10 0 0 1 0-20z" fill="#ff6b00"/></g>',
  ),
);

export const ODYS_ICON = svgDataUri(
  frame(
    '<circle cx="32" cy="32" r="30" fill="#5b3cc4"/>' +
      '<circle cx="32" cy="32" r="17" fill="none" stroke="#c4b5fd" stroke-width="4"/>' +
      '<path d="M32 12l5 20-5 20-5-20z" fill="#fff"/>',
  ),
);
