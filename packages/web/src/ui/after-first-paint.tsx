import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` in a second, interruptible pass once the rest of the screen is drawn: for
 * heavy parts below the fold (long tables), so the render that first shows the screen stays short
 * and the page answers input meanwhile. `placeholder` holds their place until then.
 */
export function AfterFirstPaint({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : placeholder;
}
