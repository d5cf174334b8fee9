import type { ReactNode } from 'react';
import { Card } from './card';

/** `value` undefined: the server has not answered yet (a dash shows, the row is busy). */
export type Summary = { label: string; value: string | undefined; hint?: string; icon: ReactNode };

/**
 * The row of totals over a list page (projects, invoices), counted by the server over every record
 * (decision 069): two cards a row on a phone, four on a desk; the icon is left out on a phone,
 * where the figure needs the room.
 */
export function SummaryCards({ label, items }: { label: string; items: readonly Summary[] }) {
  const busy = items.some((item) => item.value === undefined);
  return (
    <section aria-label={label} aria-busy={busy || undefined} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <SummaryCard key={item.label} {...item} />
      ))}
    </section>
  );
}

function SummaryCard({ label, value, hint, icon }: Summary) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="mt-1 truncate text-xl font-semibold tabular-nums sm:text-2xl">{value ?? '–'}</p>
        {hint && <p className="mt-0.5 truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
      <div className="hidden rounded-lg bg-muted p-2 text-muted-foreground sm:block">{icon}</div>
    </Card>
  );
}
