import type { ReactNode } from 'react';
import type { ListView } from '@/components/ui/list-toolbar';

type Props<T extends { id: string }> = {
  view: Exclude<ListView, 'board'>;
  items: readonly T[];
  label: string;
  card: (item: T) => ReactNode;
  row: (item: T) => ReactNode;
};

/**
 * Records as cards: one column on a phone, two from tablets, three on wide screens; each card fills
 * its cell's height. Columns and cells may shrink below their content's widest line (`minmax(0,
 * 1fr)`, `min-w-0`): a long unbroken name is cut inside its card, never widening the page past a
 * 375 px phone (decision 134).
 */
export function CardGrid<T extends { id: string }>({ items, label, card }: Pick<Props<T>, 'items' | 'label' | 'card'>) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0 *:min-w-0">
          {card(item)}
        </li>
      ))}
    </ul>
  );
}

/** The records of a list as cards in a grid or as rows (as the list's grid/list toggle chooses). */
export function CardList<T extends { id: string }>({ view, items, label, card, row }: Props<T>) {
  return view === 'grid' ? (
    <CardGrid items={items} label={label} card={card} />
  ) : (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{row(item)}</li>
      ))}
    </ul>
  );
}
