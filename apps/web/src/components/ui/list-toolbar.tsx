import { LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export type ListView = 'grid' | 'list';

type Props<S extends string> = {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  filter: { id: string; label: string; value: S; onChange: (value: S) => void; options: { value: S; label: string }[] };
  view: { value: ListView; onChange: (value: ListView) => void; groupLabel: string; gridLabel: string; listLabel: string };
  /** Another filter before the status one (the projects' assignee, decision 075). */
  extra?: ReactNode;
};

/**
 * The search box, status filter and grid/list toggle above the projects and invoices lists:
 * one toolbar, so both lists look and work alike, at 375 px too.
 */
export function ListToolbar<S extends string>({ search, filter, view, extra }: Props<S>) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={search.value}
        onChange={search.onChange}
        placeholder={search.placeholder}
        label={search.label}
        className="flex-1 sm:max-w-md"
      />
      <div className="flex gap-2">
        {extra}
        <Label htmlFor={filter.id} className="sr-only">
          {filter.label}
        </Label>
        <Select
          id={filter.id}
          value={filter.value}
          onValueChange={(v) => filter.onChange(v as S)}
          options={filter.options}
          className="h-11 flex-1 sm:w-44"
        />
        <div className="flex rounded-lg border border-input p-0.5" role="group" aria-label={view.groupLabel}>
          {(['grid', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => view.onChange(v)}
              aria-pressed={view.value === v}
              aria-label={v === 'grid' ? view.gridLabel : view.listLabel}
              className={cn(
                'flex h-10 w-10 items-center justify-center rounded-md',
                view.value === v ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {v === 'grid' ? <LayoutGrid className="h-4 w-4" aria-hidden /> : <List className="h-4 w-4" aria-hidden />}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
