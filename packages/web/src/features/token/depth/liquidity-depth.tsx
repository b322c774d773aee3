import { type KeyboardEvent, lazy, Suspense, useId, useMemo, useState } from 'react';
import { NO_NATIVE_POOL } from '@opswap/protocol/errors/messages';
import {
  DEPTH_CHART_TEXTS,
  depthChartLabel,
  type DepthPoint,
  depthPointText,
  getDepthPoints,
} from '@opswap/protocol/market/depth-chart';
import {
  networkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import type { Token } from '@opswap/protocol/tokens/token';
import { useInView } from '../../../hooks/use-in-view.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useTokenPools } from '../api/get-token-pools.ts';
import { useNativeSwapMetrics } from '../metrics/metrics-queries.ts';
import { chartDepth } from './depth-data.ts';

const DepthCanvas = lazy(() => import('./depth-canvas.tsx'));

type DepthToken = Pick<Token, 'address' | 'symbol' | 'decimals'>;

/** Slider keys: a point either way, ten at a time, or either end. */
function nextIndex(key: string, index: number, last: number): number | null {
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowDown: -1,
    ArrowRight: 1,
    ArrowUp: 1,
    PageDown: -10,
    PageUp: 10,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (!(key in step)) return null;
  return Math.min(last, Math.max(0, index + step[key]!));
}

function DepthPlot({ points, token }: { points: DepthPoint[]; token: DepthToken }) {
  const hintId = useId();
  // The chart and its library load when the user scrolls to it (it sits below the fold on a phone).
  const [canvasArea, canvasInView] = useInView<HTMLDivElement>();
  const data = useMemo(() => chartDepth(points, token), [points, token]);
  const now = points.findIndex((point) => point.side === 'now');
  const [selected, setSelected] = useState(now);
  const index = Math.min(selected, points.length - 1);
  const text = depthPointText(points[index]!, token);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, index, points.length - 1);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        role="slider"
        tabIndex={0}
        aria-label={depthChartLabel(token.symbol)}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={points.length - 1}
        aria-valuenow={index}
        aria-valuetext={text}
        onKeyDown={onKeyDown}
        className="rounded-xl focus-visible:outline-2 focus-visible:outline-accent"
      >
        <div ref={canvasArea} className="h-64">
          {canvasInView && (
            <Suspense fallback={<p className="text-muted">{DEPTH_CHART_TEXTS.loading}</p>}>
              <DepthCanvas data={data} selected={index} onSelect={setSelected} />
            </Suspense>
          )}
        </div>
      </div>
      <p aria-hidden="true" className="text-sm tabular-nums">
        {text}
      </p>
      <p id={hintId} className="text-xs text-muted">
        {DEPTH_CHART_TEXTS.keyboardHint}
      </p>
    </div>
  );
}

/** Every state takes the chart's height, so the page below never moves as the chart arrives. */
const STATE_BOX = 'grid h-80 place-items-center px-4 text-center text-sm';

function DepthLoading() {
  return (
    <p role="status" className={`${STATE_BOX} text-muted`}>
      {DEPTH_CHART_TEXTS.loading}
    </p>
  );
}

function DepthBody({ token }: { token: DepthToken }) {
  const metrics = useNativeSwapMetrics(token.address);
  const points = useMemo(
    () => (metrics.data ? getDepthPoints(metrics.data, token.decimals) : null),
    [metrics.data, token.decimals],
  );
  if (metrics.isError) {
    return (
      <p role="alert" className={`${STATE_BOX} text-danger`}>
        {DEPTH_CHART_TEXTS.failed}
      </p>
    );
  }
  if (metrics.isPending) {
    return <DepthLoading />;
  }
  if (points === null) {
    return <p className={`${STATE_BOX} text-muted`}>{DEPTH_CHART_TEXTS.noLiquidity}</p>;
  }
  return <DepthPlot points={points} token={token} />;
}

/**
 * The token's NativeSwap liquidity depth: the price a buy or a listing of each size leaves. It
 * reads the metrics panel's query, so the pool is read from the chain once for both.
 */
export function LiquidityDepth({ token }: { token: DepthToken }) {
  const titleId = useId();
  const network = useNetworkStore((state) => state.network);
  const pools = useTokenPools(token.address);
  // The pool list only spares a chain read that would fail; if it cannot load, the chain decides.
  const noNativePool = pools.data !== undefined && !pools.data.some((p) => p.type === 'NATIVE');
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id={titleId} className="font-semibold">
        {DEPTH_CHART_TEXTS.title}
      </h2>
      {networkContracts(network) === null ? (
        <p role="status" className={`${STATE_BOX} text-muted`}>
          {networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}
        </p>
      ) : pools.isPending ? (
        <DepthLoading />
      ) : noNativePool ? (
        <p className={`${STATE_BOX} text-muted`}>{NO_NATIVE_POOL}</p>
      ) : (
        <DepthBody token={token} />
      )}
    </section>
  );
}
