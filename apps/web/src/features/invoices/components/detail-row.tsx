import type { ReactNode } from 'react';

/** One line of the invoice's details or totals: its label, then its value on the right. */
export function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-2 py-1 text-sm font-semibold' : 'flex justify-between gap-2 py-1 text-sm'}>
      <dt className={strong ? '' : 'text-muted-foreground'}>{label}</dt>
      <dd className="min-w-0 text-end tabular-nums break-words">{children}</dd>
    </div>
  );
}
