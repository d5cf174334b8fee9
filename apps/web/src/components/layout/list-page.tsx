import { Plus } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { FILTER_WIDTH } from '@/components/ui/list-toolbar';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select, type SelectOption } from '@/components/ui/select';

/** What the scaffold reads of a paged list (`lib/query/paged-list.ts`): its state and its next page. */
export type ListPageList = {
  items: readonly unknown[];
  isLoading: boolean;
  error: string | null;
  hasCache: boolean;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
};

/**
 * The scaffold every list screen shares (decision 123): its heading (a `ListHeader`, below), the
 * controls above the list (search, filters, summary), then the list's states — a spinner, an error with Retry, the empty
 * text — around the loaded pages ended by 'Load more'. It adds no element of its own, so the page
 * keeps its wrapper and its dialogs; `instead` replaces the list (a plan's upgrade panel).
 */
export function ListPage({
  header,
  controls,
  list,
  loadingText,
  emptyText,
  instead,
  children,
}: {
  header?: ReactNode;
  controls?: ReactNode;
  list: ListPageList;
  loadingText: string;
  emptyText: string;
  instead?: ReactNode;
  /** The loaded items, drawn as the page draws them. */
  children: ReactNode;
}) {
  return (
    <>
      {header}
      {controls}
      {instead ?? (
        <ListStatus
          isLoading={list.isLoading}
          error={list.error}
          hasCache={list.hasCache}
          isEmpty={list.items.length === 0}
          loadingText={loadingText}
          emptyText={emptyText}
          onRetry={list.retry}
        >
          {children}
          <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
        </ListStatus>
      )}
    </>
  );
}

/** The list's primary action, 'New …': a button opening the page's dialog, or a link to the screen that makes one. */
export type ListCreate = { label: string } & ({ onClick: () => void; ref?: Ref<HTMLButtonElement> } | { to: string });

/** One select narrowing the list (a kind, a status, a supplier), named for screen readers by its label. */
export type ListFilter = { label: string; value: string; onChange: (value: string) => void; options: readonly SelectOption[] };

function CreateAction({ create }: { create: ListCreate }) {
  const content = (
    <>
      <Plus className="h-4 w-4" aria-hidden /> {create.label}
    </>
  );
  if ('to' in create)
    return (
      <AppLink to={create.to} className={buttonVariants({ size: 'lg' })}>
        {content}
      </AppLink>
    );
  return (
    <Button ref={create.ref} onClick={create.onClick} size="lg">
      {content}
    </Button>
  );
}

function FilterSelect({ filter }: { filter: ListFilter }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {filter.label}
      </Label>
      <Select id={id} value={filter.value} onValueChange={filter.onChange} options={filter.options} className={FILTER_WIDTH} />
    </>
  );
}

/**
 * The head every list screen shares (decision 196): its title and description, the ways to
 * neighbouring screens and the primary 'New …' action (given only to a role that may make one),
 * then the search box the server answers (decision 069) and the selects that narrow the list. The
 * filters wrap rather than widen a phone's page (decision 134). `ListPage` takes it as its header.
 */
export function ListHeader({
  title,
  description,
  links,
  create,
  search,
  filters = [],
  extra,
}: {
  title: string;
  description?: ReactNode;
  /** Links to neighbouring screens, before the primary action (the suppliers, the templates). */
  links?: ReactNode;
  create?: ListCreate | false;
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  filters?: readonly ListFilter[];
  /** A control that is not a select, after the filters (the materials' 'Low stock only'). */
  extra?: ReactNode;
}) {
  // One column around the links and the action whether or not the links have loaded yet (the
  // alteration time waits for the settings): a wrapper that came later remounted the action under
  // an open dialog, which then gave focus back to a button no longer in the page. The column also
  // fills a phone's width, so the buttons do.
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          (links || create) && (
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
              {links}
              {create && <CreateAction create={create} />}
            </div>
          )
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput {...search} className="flex-1 sm:max-w-md" />
        {(filters.length > 0 || extra) && (
          <div className="flex flex-wrap items-center gap-3">
            {filters.map((filter) => (
              <FilterSelect key={filter.label} filter={filter} />
            ))}
            {extra}
          </div>
        )}
      </div>
    </>
  );
}
