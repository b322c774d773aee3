import { FarmShell } from '../../entities/farm-layout/farm-shell.tsx';
import { DeployTokenPage } from './components/deploy-pages.tsx';

/** /farm/manage/deploy-token: Deploy Farm Token beside the farm sidebar. */
export default function DeployTokenScreen() {
  return (
    <FarmShell>
      <DeployTokenPage />
    </FarmShell>
  );
}
