import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';

/**
 * Renders `children` in a second, interruptible pass once the screen around them has been painted:
 * for heavy parts (long tables, a chart whose library loads on demand), so the render that first
 * shows the screen stays short, its content shows before their code is fetched, and the page
 * answers input meanwhile. `placeholder` holds their place until then.
 */
export function AfterFirstPaint({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  return useAfterFirstPaint() ? children : placeholder;
}
