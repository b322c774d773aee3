import { useParams } from 'react-router';
import {
  dashboardEntryForPath,
  isDeploymentSection,
} from '@opswap/protocol/activity/activity-tabs';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DashboardShell } from '../../entities/dashboard/dashboard-shell.tsx';
import { SectionContent } from './components/section-content.tsx';

/** /dashboard and its activity pages: the dashboard shell's sidebar beside the chosen page. */
export default function DashboardScreen() {
  const entry = dashboardEntryForPath(useParams().tab);
  usePageTitle(entry?.title ?? null);
  if (!entry) return <NotFoundPage />;
  const { section } = entry;
  // The router sends the deployment pages to the deploy screens.
  if (isDeploymentSection(section)) return <NotFoundPage />;
  return (
    <DashboardShell>
      {/* Active Listings heads itself: 'Your Active Listings' with its subtitle. */}
      {section !== 'active-listings' && (
        <h1 className="text-2xl font-bold md:text-3xl">{entry.label}</h1>
      )}
      <SectionContent section={section} pageHeading />
    </DashboardShell>
  );
}
