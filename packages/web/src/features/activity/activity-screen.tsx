import { useParams } from 'react-router';
import { activityTabForPath } from '@opswap/protocol/activity/activity-tabs';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { HeaderBoxes } from './components/header-boxes.tsx';
import { SectionContent } from './components/section-content.tsx';
import { ActivityTabNav } from './components/section-nav.tsx';

/** /activity and its tabs: the header boxes, the tabs, and the open tab's data. */
export default function ActivityScreen() {
  const tab = activityTabForPath(useParams().tab);
  usePageTitle(tab?.title ?? null);
  if (!tab) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">Activity</h1>
      <HeaderBoxes />
      <ActivityTabNav />
      <SectionContent section={tab.section} />
    </div>
  );
}
