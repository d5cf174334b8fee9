export type FigureItem = { label: string; value: string; hint: string; testId: string };

/** A few single figures with their definitions (client insights, timeline performance). */
export function FigureList({ items }: { items: readonly FigureItem[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.testId} className="rounded-lg border border-border p-3" data-testid={item.testId}>
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`${item.testId}-value`}>
            {item.value}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">{item.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
