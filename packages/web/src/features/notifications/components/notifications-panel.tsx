import { type ReactNode, useId } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';

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

/** The panel's content while the notifications load. */
export function NotificationsLoading() {
  return (
    <div className="flex justify-center px-4 py-6">
      <Spinner label="Loading notifications" />
    </div>
  );
}
