import { useCallback, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures align right and use tabular digits. */
  numeric?: boolean;
};

/**
 * A wide table on a phone scrolls sideways; the box takes focus only then, so it can be scrolled
 * from the keyboard (axe scrollable-region-focusable) without an extra tab stop otherwise.
 */
function keyboardScrollable(box: HTMLDivElement | null, label: string): (() => void) | undefined {
  if (!box || typeof ResizeObserver === 'undefined') return;
  const update = () => {
    if (box.scrollWidth > box.clientWidth) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else {
      for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * The data of a chart or a list as a real table (decision 035: every chart has a table view for screen
 * readers and keyboard users): a caption, column headers and the first cell of each row as its
 * row header. `visuallyHidden` keeps it for screen readers under a chart drawn for the eye.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  visuallyHidden = false,
  testId,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  visuallyHidden?: boolean;
  testId?: string;
}) {
  const scrollRef = useCallback((box: HTMLDivElement | null) => keyboardScrollable(box, caption), [caption]);
  const [first, ...rest] = columns;
  const table = (
    <table className="w-full text-start text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          {columns.map((c) => (
            <th key={c.header} scope="col" className={cn('px-3 py-2 font-medium', c.numeric && 'text-end')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border last:border-0">
              {first && (
                <th scope="row" className="px-3 py-2 font-medium">
                  {first.cell(row)}
                </th>
              )}
              {rest.map((c) => (
                <td key={c.header} className={cn('px-3 py-2', c.numeric && 'text-end tabular-nums')}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  // Hidden tables are 1 px wide: a scrolling box around them would be a scrollable region to axe.
  if (visuallyHidden) return <div className="sr-only">{table}</div>;
  return (
    <div ref={scrollRef} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring">
      {table}
    </div>
  );
}
