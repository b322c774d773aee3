import { useLocation } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { DashboardShell } from '../../entities/dashboard/dashboard-shell.tsx';
import { DeployFarmPage, DeploymentsPage, DeployTokenPage } from './components/deploy-pages.tsx';

/** /dashboard/deployment, /dashboard/deploy-token and /dashboard/deploy-farm in the dashboard shell. */
export default function DashboardDeployScreen() {
  const { pathname } = useLocation();
  return (
    <DashboardShell>
      {pathname === routes.dashboard('deploy-token') ? (
        <DeployTokenPage />
      ) : pathname === routes.dashboard('deploy-farm') ? (
        <DeployFarmPage />
      ) : (
        <DeploymentsPage />
      )}
    </DashboardShell>
  );
}
