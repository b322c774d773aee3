import { useEffect, useState } from 'react';

/** One round lasts this long; the coin hops every HOP_MS. */
const ROUND_MS = 20_000;
const HOP_MS = 900;
const TICK_MS = 250;

interface Spot {
  left: number;
  top: number;
}

const randomSpot = (): Spot => ({ left: 5 + Math.random() * 80, top: 10 + Math.random() * 70 });

/**
 * Catch the block: a tiny click game to pass the time until the transaction is mined. Loaded only
 * when the user asks for it.
 */
export default function MiniGame() {
  const [spot, setSpot] = useState<Spot>(randomSpot);
  const [score, setScore] = useState(0);
  const [best, setBest] = useState(0);
  const [remainingMs, setRemainingMs] = useState(ROUND_MS);
  const running = remainingMs > 0;

  useEffect(() => {
    if (!running) return;
    const hop = setInterval(() => setSpot(randomSpot()), HOP_MS);
    const tick = setInterval(() => setRemainingMs((left) => Math.max(0, left - TICK_MS)), TICK_MS);
    return () => {
      clearInterval(hop);
      clearInterval(tick);
    };
  }, [running]);

  const restart = () => {
    setBest((previous) => Math.max(previous, score));
    setScore(0);
    setRemainingMs(ROUND_MS);
    setSpot(randomSpot());
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">Catch the block</span>
        <span className="tabular-nums text-muted">
          Score {score} · Best {running ? best : Math.max(best, score)} ·{' '}
          {Math.ceil(remainingMs / 1000)} s
        </span>
      </div>
      <div className="relative h-40 overflow-hidden rounded-lg bg-surface-2">
        {running ? (
          <button
            type="button"
            aria-label="Catch the block"
            onClick={() => {
              setScore((value) => value + 1);
              setSpot(randomSpot());
            }}
            className="absolute flex size-9 items-center justify-center rounded-md bg-accent text-xs font-bold text-accent-text shadow-lg transition-all duration-150"
            style={{ left: `${spot.left}%`, top: `${spot.top}%` }}
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path
                d="M10 2l7 4v8l-7 4-7-4V6zM3 6l7 4 7-4M10 10v8"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm">
            <p>You caught {score} blocks.</p>
            <button
              type="button"
              onClick={restart}
              className="rounded-full bg-accent px-4 py-1.5 font-semibold text-accent-text"
            >
              Play again
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
