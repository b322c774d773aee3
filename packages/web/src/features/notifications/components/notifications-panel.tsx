import { type ReactNode, useId } from 'react';

export const NO_NOTIFICATIONS = 'You have no notifications';

export interface NotificationsFeedProps {
  open: boolean;
  panelId: string;
  onNavigate: () => void;
  /** Told the number of notifications whenever it changes. */
  onCount: (count: number) => void;
}

/** The dropdown's panel under the bell, headed 'Notifications'. */
export function NotificationsPanel({ id, children }: { id: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="absolute inset-x-2 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface shadow-2xl md:inset-x-auto md:right-0 md:w-96"
    >
      <h2 id={headingId} className="border-b border-line px-4 py-3 font-semibold">
        Notifications
      </h2>
      {children}
    </section>
  );
}
