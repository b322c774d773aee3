import { DISPLAY_MS } from '@opswap/protocol/constants';
import { useEffect, useRef } from 'react';

export interface ErrorBoxProps {
  /** The error to show; nothing renders while null or empty. */
  message: string | null;
  /**
   * Called `durationMs` after a message appears (spec: errors stay 5 s in the error box); the owner
   * clears its message here. Without it the box stays until the message changes.
   */
  onExpire?: () => void;
  /** Default DISPLAY_MS.inputError (5 s). */
  durationMs?: number;
  className?: string;
}

/** The input error box (role="alert"): shows a message, then asks its owner to clear it after 5 s. */
export function ErrorBox({
  message,
  onExpire,
  durationMs = DISPLAY_MS.inputError,
  className = '',
}: ErrorBoxProps) {
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    if (!message || !onExpireRef.current) return;
    const timer = setTimeout(() => onExpireRef.current?.(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);

  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger ${className}`}
    >
      {message}
    </p>
  );
}
