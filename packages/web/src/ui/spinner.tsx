export interface SpinnerProps {
  /** What is loading, read by screen readers (role="status"). Default 'Loading'. */
  label?: string;
  /** 'sm' 16 px (inside buttons), 'md' 24 px (default), 'lg' 40 px (a whole panel). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

/** A spinning ring announcing that something loads. */
export function Spinner({ label = 'Loading', size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className={`inline-block animate-spin rounded-full border-line border-t-accent ${SIZES[size]}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
