import { FarmShell } from '../../entities/farm-layout/farm-shell.tsx';
import { DeployFarmPage } from './components/deploy-pages.tsx';

/** /farm/manage/deploy-farm: Deploy Staking Contract beside the farm sidebar. */
export default function DeployFarmScreen() {
  return (
    <FarmShell>
      <DeployFarmPage />
    </FarmShell>
  );
}
