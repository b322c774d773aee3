import { Link } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** Any path the router does not know (spec 2: 'Page not found' with a link to home). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center md:py-28">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-accent/80">
        404
      </p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <NotFoundLinks className="justify-center" documentationLabel="Documentation" />
    </section>
  );
}

/** 'Back to home' and a link to the documentation, under a 'Page not found'. */
export function NotFoundLinks({
  className = '',
  documentationLabel,
}: {
  className?: string;
  documentationLabel: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link
        to={routes.home()}
        className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-text hover:opacity-90"
      >
        Back to home
      </Link>
      <Link
        to={routes.documentation()}
        className="rounded-full border border-line px-5 py-2 font-semibold hover:bg-surface-2"
      >
        {documentationLabel}
      </Link>
    </div>
  );
}
