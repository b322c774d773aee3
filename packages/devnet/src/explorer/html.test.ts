import { describe, expect, it } from 'vitest';
import { blockTime, btc, escapeHtml, html, Html, page, shortHash } from './html.ts';

describe('explorer html helpers', () => {
  it('escapes text for content and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('escapes interpolated values but keeps Html and lists of Html', () => {
    const value = '<b>';
    expect(
      html`<p title="${value}">${value}${new Html('<i>ok</i>')}${[html`<br />`, 1n]}</p>`.value,
    ).toBe('<p title="&lt;b&gt;">&lt;b&gt;<i>ok</i><br />1</p>');
  });

  it('shows sats as exact BTC decimal strings', () => {
    expect(btc(150_000_000n)).toBe('1.5 BTC');
    expect(btc(1n)).toBe('0.00000001 BTC');
    expect(btc(0n)).toBe('0 BTC');
    expect(btc(2_100_000_000_000_000n)).toBe('21000000 BTC');
  });

  it('prints block times in UTC and shortens long hashes', () => {
    expect(blockTime(0)).toBe('1970-01-01 00:00:00 UTC');
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(10)}…${'a'.repeat(8)}`);
    expect(shortHash('abc')).toBe('abc');
  });

  it('titles every page and escapes the heading', () => {
    const text = page('<x>', html`<p>body</p>`);
    expect(text).toContain('<title>&lt;x&gt; · opswap devnet explorer</title>');
    expect(text).toContain('<meta name="viewport"');
  });
});
