import { Link } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { BlockNumber } from '../../features/network/block-number.tsx';
import { SocialLinks } from './social-links.tsx';

/** The footer: product line, documentation links and the social channels. */
export function Footer() {
  return (
    <footer className="border-t border-line bg-surface/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">opswap</p>
          <p className="text-xs text-muted">
            Swap tokens and Bitcoin on OP_NET, the smart-contract layer on Bitcoin L1.
          </p>
          <span className="lg:hidden">
            <BlockNumber />
          </span>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <Link to={routes.documentation()} className="hover:text-text">
            Documentation
          </Link>
          <Link to={routes.documentation('terms')} className="hover:text-text">
            Terms of Service
          </Link>
          <Link to={routes.documentation('privacy')} className="hover:text-text">
            Privacy Policy
          </Link>
        </nav>
        <SocialLinks />
      </div>
    </footer>
  );
}
