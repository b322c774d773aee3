import { Outlet } from 'react-router';
import { BlockWatcher } from '../../lib/chain/use-block-number.ts';
import { Toaster } from '../../ui/toast.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { UserSidebar } from './user-sidebar.tsx';

/**
 * The shell around every screen: header, footer, the bottom bar (radio, development wallet, mobile
 * dock), user sidebar and toasts.
 */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <BlockWatcher />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-text"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never
          pushes a visible footer down. */}
      <main id="main" className="min-h-svh flex-1">
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <UserSidebar />
      <Toaster />
    </div>
  );
}
