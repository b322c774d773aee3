import { RADIO } from '@opswap/protocol/constants';
import { useEffect, useRef, useState } from 'react';
import { useRadioStore } from './radio-store.ts';
import { RADIO_STATIONS } from './stations.ts';

type PlayState = 'stopped' | 'loading' | 'playing' | 'error';

const STATUS_TEXT: Record<PlayState, string> = {
  stopped: 'Paused',
  loading: 'Connecting...',
  playing: 'Live',
  error: 'Station unavailable',
};

/**
 * The radio player, one row in the layout's bottom bar (app/layout/bottom-bar.tsx), on the side
 * chosen in the sidebar settings (none when Hidden).
 */
export function RadioPlayer() {
  const position = useRadioStore((state) => state.position);
  if (position === 'hidden') return null;
  return <RadioCard side={position} />;
}

function RadioCard({ side }: { side: 'right' | 'left' }) {
  const { station, volume, setStation, setVolume } = useRadioStore();
  const audio = useRef<HTMLAudioElement>(null);
  const [playState, setPlayState] = useState<PlayState>('stopped');
  const current = RADIO_STATIONS[station] ?? RADIO_STATIONS[0]!;

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  const play = async () => {
    const element = audio.current;
    if (!element) return;
    setPlayState('loading');
    try {
      await element.play();
    } catch {
      setPlayState('error');
    }
  };

  const stop = () => {
    audio.current?.pause();
    setPlayState('stopped');
  };

  // Tuning while on keeps playing: the new source starts once it is in the element.
  const resumeAfterTune = useRef(false);
  const tune = (next: number) => {
    resumeAfterTune.current = playState === 'playing' || playState === 'loading';
    audio.current?.pause();
    setPlayState('stopped');
    setStation(next);
  };
  useEffect(() => {
    if (!resumeAfterTune.current) return;
    resumeAfterTune.current = false;
    void play();
  }, [current.url]);

  const on = playState === 'playing' || playState === 'loading';

  return (
    <section
      aria-label="Radio"
      className={`flex min-w-0 items-center gap-2 rounded-full border border-line bg-surface-2 px-3 py-0.5 text-sm ${side === 'left' ? 'mr-auto' : ''}`}
    >
      <audio
        ref={audio}
        src={current.url}
        preload="none"
        onPlaying={() => setPlayState('playing')}
        onWaiting={() => setPlayState('loading')}
        onError={() => on && setPlayState('error')}
      />
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${
          playState === 'playing' ? 'bg-success' : playState === 'error' ? 'bg-danger' : 'bg-muted'
        }`}
      />
      <div className="w-24 min-w-0 leading-tight sm:w-36">
        <p className="truncate text-xs font-semibold" title={current.name}>
          {current.name}
        </p>
        <p
          className={`truncate text-[11px] ${playState === 'error' ? 'text-danger' : 'text-muted'}`}
          aria-live="polite"
        >
          {STATUS_TEXT[playState]}
        </p>
      </div>
      <div className="flex items-center">
        <RadioButton label="Previous station" onClick={() => tune(station - 1)}>
          <path d="M6 5v10M16 5l-7 5 7 5z" />
        </RadioButton>
        <RadioButton label={on ? 'Pause' : 'Play'} onClick={() => (on ? stop() : void play())} main>
          {on ? <path d="M7 5v10M13 5v10" /> : <path d="M7 5l8 5-8 5z" />}
        </RadioButton>
        <RadioButton label="Next station" onClick={() => tune(station + 1)}>
          <path d="M14 5v10M4 5l7 5-7 5z" />
        </RadioButton>
        <label className="ml-1 flex w-20 items-center">
          <span className="sr-only">Volume</span>
          <input
            type="range"
            min={RADIO.volumeMin}
            max={RADIO.volumeMax}
            step={RADIO.volumeStep}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
            className="w-full accent-[var(--accent)]"
          />
        </label>
      </div>
    </section>
  );
}

function RadioButton({
  label,
  onClick,
  main = false,
  children,
}: {
  label: string;
  onClick: () => void;
  main?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`grid size-8 place-items-center rounded-full ${
        main ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
      }`}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        aria-hidden="true"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
