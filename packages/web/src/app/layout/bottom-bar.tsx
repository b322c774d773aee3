import { RadioPlayer } from '../../features/radio/radio-player.tsx';
import { DevWalletSlot } from '../../features/wallet/dev-wallet/dev-wallet-slot.tsx';
import { MobileDock } from './mobile-dock.tsx';

/**
 * The bottom of every screen: the radio and the development wallet when shown, then the dock
 * under 768 px. Sticky at the end of the page instead of fixed over it: it keeps its own place
 * after the footer, so at the end of any page nothing floating covers the last content.
 */
export function BottomBar() {
  return (
    <div className="sticky bottom-0 z-40">
      {/* Hidden while neither the radio nor the development wallet is shown (:empty). */}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface/95 px-3 py-2 backdrop-blur empty:hidden md:px-4">
        <RadioPlayer />
        <DevWalletSlot />
      </div>
      <MobileDock />
    </div>
  );
}
