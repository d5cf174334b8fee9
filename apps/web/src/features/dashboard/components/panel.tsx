import type { ReactNode } from 'react';

/** A titled block of the dashboard with the figure's definition under its heading. */
export function Panel({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-xs text-muted-foreground">{hint}</p>
      {children}
    </section>
  );
}

/** A panel's empty text ('No recent activity.', 'No upcoming deadlines.'). */
export function PanelEmpty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">{text}</p>;
}
