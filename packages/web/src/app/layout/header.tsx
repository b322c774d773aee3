import { STICKY_HEADER_SCROLL_PX } from '@opswap/protocol/constants';
import { NetworkSwitch } from '../../features/network/network-switch.tsx';
import { NotificationsDropdown } from '../../features/notifications/components/notifications-dropdown.tsx';
import { TokenSearchButton } from '../../features/token-search/token-search-button.tsx';
import { BlockNumber } from '../../features/network/block-number.tsx';
import { Logo } from './logo.tsx';
import { NavMenu } from './nav-menu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { WalletButton } from './wallet-button.tsx';

/**
 * The header: logo, navigation, token search, network and block, notifications and the wallet.
 * Past 50 px of scroll it sticks to the top (spec 2 "Chrome").
 */
export function Header() {
  const sticky = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  return (
    <header
      data-sticky={sticky}
      className={`z-40 border-b transition-colors ${
        sticky
          ? 'sticky top-0 border-line bg-page/90 shadow-lg backdrop-blur'
          : 'relative border-transparent bg-page'
      }`}
    >
      {/* One row under 768 px (the dock holds the navigation) and from 1280 px; in between, the
          navigation takes a second row so the logo, search, block, network, notifications and
          wallet always fit (spec 2 "Chrome"). Under 768 px the row never wraps: the wallet
          button gives way (its label truncates) before the logo is left alone on a row. */}
      <div className="mx-auto flex max-w-7xl flex-nowrap items-center gap-x-1.5 px-2 py-3 sm:px-3 md:flex-wrap md:gap-x-3 md:px-4 xl:h-16 xl:flex-nowrap xl:gap-x-2 xl:py-0">
        <Logo />
        <div className="order-last hidden w-full md:block xl:order-none xl:w-auto">
          <NavMenu />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-1.5 md:shrink-0 md:gap-2">
          <TokenSearchButton />
          <span className="hidden lg:block">
            <BlockNumber compact />
          </span>
          <NetworkSwitch />
          <NotificationsDropdown />
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
