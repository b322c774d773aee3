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

const POSITION_CLASSES = {
  right: 'right-3 md:right-4',
  left: 'left-3 md:left-4',
} as const;

/** The floating radio player, at the position chosen in the sidebar settings (none when Hidden). */
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
      className={`fixed bottom-20 z-30 w-64 rounded-2xl border border-line bg-surface p-3 text-sm shadow-xl md:bottom-4 ${POSITION_CLASSES[side]}`}
    >
      <audio
        ref={audio}
        src={current.url}
        preload="none"
        onPlaying={() => setPlayState('playing')}
        onWaiting={() => setPlayState('loading')}
        onError={() => on && setPlayState('error')}
      />
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`size-2 shrink-0 rounded-full ${
            playState === 'playing'
              ? 'bg-success'
              : playState === 'error'
                ? 'bg-danger'
                : 'bg-muted'
          }`}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={current.name}>
            {current.name}
          </p>
          <p
            className={`text-xs ${playState === 'error' ? 'text-danger' : 'text-muted'}`}
            aria-live="polite"
          >
            {STATUS_TEXT[playState]}
          </p>
        </div>
      </div>
      <div className="mt-2 flex items-center gap-1">
        <RadioButton label="Previous station" onClick={() => tune(station - 1)}>
          <path d="M6 5v10M16 5l-7 5 7 5z" />
        </RadioButton>
        <RadioButton label={on ? 'Pause' : 'Play'} onClick={() => (on ? stop() : void play())} main>
          {on ? <path d="M7 5v10M13 5v10" /> : <path d="M7 5l8 5-8 5z" />}
        </RadioButton>
        <RadioButton label="Next station" onClick={() => tune(station + 1)}>
          <path d="M14 5v10M4 5l7 5-7 5z" />
        </RadioButton>
        <label className="ml-2 flex min-w-0 flex-1 items-center gap-2">
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
