import type { ActivitySection } from '@opswap/protocol/activity/activity-tabs';
import { CONNECT_WALLET_FOR_ACTIVITY } from '@opswap/protocol/activity/dashboard-texts';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { ActivityTable } from './activity-table.tsx';
import { HeaderBoxes } from './header-boxes.tsx';
import { ListingsSection } from './listings-section.tsx';
import { PoolsSection } from './pools-section.tsx';
import { ReservationsSection } from './reservations-section.tsx';
import { TokensSection } from './tokens-section.tsx';

/** What a tab of /activity, or an entry of the dashboard, shows. */
export function SectionContent(props: { section: ActivitySection; pageHeading?: boolean }) {
  const { section, pageHeading = false } = props;
  switch (section) {
    case 'overview':
      return (
        <div className="flex flex-col gap-4">
          <HeaderBoxes />
          <h2 className="text-lg font-bold">Recent Activity</h2>
          <AllActivity />
        </div>
      );
    case 'all':
      return <AllActivity />;
    case 'active-listings':
      return <ListingsSection pageHeading={pageHeading} />;
    case 'pools':
      return <PoolsSection />;
    case 'reservations':
      return <ReservationsSection />;
    case 'tokens':
      return <TokensSection />;
  }
}

function AllActivity() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      <ActivityTable caption="Your activity" />
    </SessionGate>
  );
}
