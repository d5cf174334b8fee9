import { LayoutGrid, List, SquareKanban, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** How a list shows its records; `board`: the projects' stages board (decision 080), offered where the toolbar names it. */
export type ListView = 'grid' | 'list' | 'board';

type Props<S extends string, V extends ListView> = {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  filter: { id: string; label: string; value: S; onChange: (value: S) => void; options: { value: S; label: string }[] };
  view: {
    value: V;
    onChange: (value: V) => void;
    groupLabel: string;
    gridLabel: string;
    listLabel: string;
    /** Offers the third view, the board, under this name (then V includes 'board'). */
    boardLabel?: string;
  };
  /** Another filter before the status one (the projects' assignee, decision 075). */
  extra?: ReactNode;
};

const ICONS: Record<ListView, LucideIcon> = { grid: LayoutGrid, list: List, board: SquareKanban };

/**
 * The search box, status filter and grid/list toggle above the projects and invoices lists:
 * one toolbar, so both lists look and work alike, at 375 px too.
 */
/** A filter's width in the toolbar: shares a phone's row down to 9rem, then wraps; 11rem from sm. */
export const FILTER_WIDTH = 'h-11 flex-[1_1_9rem] sm:w-44 sm:flex-none';

export function ListToolbar<S extends string, V extends ListView = Exclude<ListView, 'board'>>({
  search,
  filter,
  view,
  extra,
}: Props<S, V>) {
  const views = (view.boardLabel ? ['grid', 'list', 'board'] : ['grid', 'list']) as V[];
  const labels: Record<ListView, string | undefined> = { grid: view.gridLabel, list: view.listLabel, board: view.boardLabel };
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={search.value}
        onChange={search.onChange}
        placeholder={search.placeholder}
        label={search.label}
        className="flex-1 sm:max-w-md"
      />
      {/* The filters and the view toggle wrap rather than widen the page at 375 px: a select gives way
          at 9rem, so with a second filter (a studio with a team) the toggle takes the next line (decision 134). */}
      <div className="flex flex-wrap gap-2">
        {extra}
        <Label htmlFor={filter.id} className="sr-only">
          {filter.label}
        </Label>
        <Select
          id={filter.id}
          value={filter.value}
          onValueChange={(v) => filter.onChange(v as S)}
          options={filter.options}
          className={FILTER_WIDTH}
        />
        <div className="flex rounded-lg border border-input p-0.5" role="group" aria-label={view.groupLabel}>
          {views.map((v) => {
            const Icon: LucideIcon = ICONS[v];
            return (
              <button
                key={v}
                type="button"
                onClick={() => view.onChange(v)}
                aria-pressed={view.value === v}
                aria-label={labels[v]}
                className={cn(
                  'flex h-10 w-10 items-center justify-center rounded-md',
                  view.value === v ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
