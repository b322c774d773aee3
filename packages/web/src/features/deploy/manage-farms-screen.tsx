import { FarmShell } from '../../entities/farm-layout/farm-shell.tsx';
import { ManageFarmsPage } from './components/deploy-pages.tsx';

/** /farm/manage: Manage Farms beside the farm sidebar. */
export default function ManageFarmsScreen() {
  return (
    <FarmShell>
      <ManageFarmsPage />
    </FarmShell>
  );
}
