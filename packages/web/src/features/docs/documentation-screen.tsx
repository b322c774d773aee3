import { PAGE_NOT_FOUND } from '@opswap/protocol/errors/messages';
import { routes } from '@opswap/protocol/routes/routes';
import { Link, useParams } from 'react-router';
import { NotFoundLinks } from '../../ui/not-found-page.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DocsSidebar } from './components/docs-sidebar.tsx';
import { PrivacyPolicy } from './components/privacy-policy.tsx';
import { TermsOfService } from './components/terms-of-service.tsx';
import { DOC_PAGES, type DocPage, findDocPage } from './doc-pages.ts';

const CONTENT: Partial<Record<DocPage['slug'], () => React.ReactNode>> = {
  terms: TermsOfService,
  privacy: PrivacyPolicy,
};

/** The documentation hub: /documentation, /documentation/terms, /documentation/privacy, ... */
export default function DocumentationScreen() {
  const { doc } = useParams();
  const page = findDocPage(doc);
  const title = doc === undefined ? 'Documentation' : (page?.title ?? PAGE_NOT_FOUND);
  usePageTitle(title);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:gap-10 md:py-10">
      <DocsSidebar />
      <article className="flex min-w-0 max-w-3xl flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <DocBody doc={doc} page={page} />
      </article>
    </div>
  );
}

function DocBody({ doc, page }: { doc: string | undefined; page: DocPage | undefined }) {
  if (doc === undefined) return <DocsIndex />;
  if (!page) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted">This documentation page does not exist.</p>
        <NotFoundLinks documentationLabel="See all documentation" />
      </div>
    );
  }
  const Content = CONTENT[page.slug];
  if (!page.ready || !Content) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-6">
        <p className="font-semibold">This page is coming soon.</p>
        <p className="mt-1 text-sm text-muted">
          We are still writing this guide. Questions are welcome in the community channels linked at
          the bottom of the page.
        </p>
      </div>
    );
  }
  return <Content />;
}

function DocsIndex() {
  return (
    <>
      <p className="text-muted">Guides to trading on opswap, and the terms that apply to it.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {DOC_PAGES.map((page) => (
          <li key={page.slug}>
            <Link
              to={routes.documentation(page.slug)}
              className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-4 hover:bg-surface-2"
            >
              <span className="text-xs font-semibold uppercase tracking-wide text-muted">
                {page.group}
              </span>
              <span className="font-semibold">{page.title}</span>
              {!page.ready && <span className="text-xs text-muted">Coming soon</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
