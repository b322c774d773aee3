import { useParams } from 'react-router';
import { dashboardEntryForPath } from '@opswap/protocol/activity/activity-tabs';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { SectionContent } from './components/section-content.tsx';
import { DashboardSidebar } from './components/section-nav.tsx';

/** /dashboard and its pages: the dashboard shell's sidebar beside the chosen page. */
export default function DashboardScreen() {
  const entry = dashboardEntryForPath(useParams().tab);
  usePageTitle(entry?.title ?? null);
  if (!entry) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:flex-row md:gap-8 md:py-10">
      <aside className="md:w-56 md:shrink-0">
        <DashboardSidebar />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        {/* Active Listings heads itself: 'Your Active Listings' with its subtitle. */}
        {entry.section !== 'active-listings' && (
          <h1 className="text-2xl font-bold md:text-3xl">{entry.label}</h1>
        )}
        <SectionContent section={entry.section} pageHeading />
      </div>
    </div>
  );
}
