import { formatPriceChange } from '@opswap/protocol/market/price-change';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import {
  TOKEN_PAGE_TEXTS,
  TOKEN_TIMEFRAMES,
  type TokenTimeframe,
  tokenPriceUsd,
} from '@opswap/protocol/market/token-page';
import { routes } from '@opswap/protocol/routes/routes';
import { satsPriceText } from '@opswap/protocol/market/sats-price';
import type { TokenPrices } from '@opswap/protocol/schemas/market';
import type { TokenRef } from '@opswap/protocol/schemas/token';
import { useBtcUsdRate } from '../../../entities/market/get-btc-usd-rate.ts';
import { priceChangeClass } from '../../../entities/market/price-change-class.ts';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { OptionGroup } from '../../../ui/option-group.tsx';
import { TokenLogo } from '../../../ui/token-logo.tsx';
import { CopyText } from '../../../entities/market/ui/copy-text.tsx';
import { AccountExplorerLink } from './explorer-link.tsx';

interface TokenHeaderProps {
  token: Pick<TokenRef, 'address' | 'name' | 'symbol'>;
  /** The token's NativeSwap price and changes, once loaded. */
  prices: TokenPrices | undefined;
}

const actionLink =
  'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent';

/** Logo, name, $symbol, explorer link, copyable address, live price with its change, and actions. */
export function TokenHeader({ token, prices }: TokenHeaderProps) {
  const [timeframe, setTimeframe] = useState<TokenTimeframe>('24h');
  // The logo comes with the token lookup; the default image stands in until (or unless) it does.
  const image = useToken(token.address).data?.image ?? '';
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <TokenLogo src={image} symbol={token.symbol} size={48} />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-baseline gap-2 text-2xl font-bold">
            {token.name}
            <span className="text-base font-semibold text-muted">${token.symbol}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <CopyText text={token.address} label={`Copy address ${token.address}`}>
              {shortenAddress(token.address)}
            </CopyText>
            <span className="hidden md:inline">
              <AccountExplorerLink
                address={token.address}
                label={`${token.symbol} on the explorer`}
              >
                Explorer
              </AccountExplorerLink>
            </span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <TokenPrice prices={prices} timeframe={timeframe} />
        <div className="w-32">
          <OptionGroup
            legend="Timeframe"
            options={TOKEN_TIMEFRAMES.map((id) => ({ id, label: id }))}
            value={timeframe}
            onChange={setTimeframe}
          />
        </div>
        <div className="hidden gap-2 md:flex">
          <Link
            to={routes.swap(token.address)}
            className={`${actionLink} bg-accent text-accent-text`}
          >
            {TOKEN_PAGE_TEXTS.swap}
          </Link>
          <Link
            to={routes.poolAdd(token.address)}
            className={`${actionLink} border border-line hover:bg-surface-2`}
          >
            {TOKEN_PAGE_TEXTS.addLiquidity}
          </Link>
        </div>
        <TokenActionsMenu token={token} />
      </div>
    </header>
  );
}

/** The price in USD when a BTC/USD rate is known, else in sats, with its change over the timeframe. */
function TokenPrice({
  prices,
  timeframe,
}: {
  prices: TokenPrices | undefined;
  timeframe: TokenTimeframe;
}) {
  const usdRate = useBtcUsdRate();
  const priceSats = prices?.priceSats ?? null;
  const change = timeframe === '4h' ? prices?.priceChange4h : prices?.priceChange24h;
  const price =
    priceSats === null
      ? '—'
      : usdRate === null
        ? satsPriceText(priceSats)
        : `$${formatUsd(tokenPriceUsd(priceSats, usdRate))}`;
  // On a phone the price has a row of its own, so a long price in sats arriving after the dash
  // does not wrap the controls beside it onto a new row and push the page down.
  return (
    <div className="w-full md:w-auto md:text-right">
      <p className="text-sm text-muted">Price</p>
      <p className="text-2xl font-bold" aria-live="polite">
        {price}
      </p>
      <p className={`text-sm font-semibold ${priceChangeClass(change?.direction)}`}>
        {change ? `${formatPriceChange(change)} (${timeframe})` : `— (${timeframe})`}
      </p>
    </div>
  );
}

/** On a phone the actions sit in a menu, with 'View on' the explorer. */
function TokenActionsMenu({ token }: { token: TokenHeaderProps['token'] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useDismiss(container, open, close);
  const item = 'block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-surface-2';
  return (
    <div ref={container} className="relative md:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        className={`${actionLink} border border-line`}
      >
        Actions
      </button>
      {open && (
        <div className="absolute right-0 z-10 mt-2 w-48 rounded-xl border border-line bg-surface p-1 shadow">
          <Link to={routes.swap(token.address)} className={item}>
            {TOKEN_PAGE_TEXTS.swap}
          </Link>
          <Link to={routes.poolAdd(token.address)} className={item}>
            {TOKEN_PAGE_TEXTS.addLiquidity}
          </Link>
          <AccountExplorerLink
            address={token.address}
            label={`${TOKEN_PAGE_TEXTS.viewOn} explorer`}
            className={item}
          >
            {TOKEN_PAGE_TEXTS.viewOn} explorer
          </AccountExplorerLink>
        </div>
      )}
    </div>
  );
}
