import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import AddLiquidityScreen from '../add-liquidity-screen.tsx';

/** Where the router is, for tests that follow the address. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The add liquidity screen at `path`, with the pages a native pair leaves for. */
export function renderAddLiquidity(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routes.poolAdd.pattern} element={<AddLiquidityScreen />} />
          <Route path={routes.poolCreate.pattern} element={<p>create pool page</p>} />
          <Route path={routes.poolAddNative.pattern} element={<p>add native page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The address the screen is at now, with its query. */
export const currentLocation = () => screen.getByTestId('location').textContent;
