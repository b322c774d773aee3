import type { ReactNode } from 'react';

/** A numbered heading and its paragraphs inside a legal document. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-text">{title}</h2>
      <div className="flex flex-col gap-2 text-sm leading-6 text-muted">{children}</div>
    </section>
  );
}
