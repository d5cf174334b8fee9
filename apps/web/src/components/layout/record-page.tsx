import { ArrowLeft } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { messages as listStatusMessages } from '@/components/ui/list-status';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';

/** What the scaffold reads of a record's query (TanStack Query's result). */
export type RecordQuery<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

/** The list a record belongs to: where its page goes back to, and the words of that link. */
export type RecordList = { to: string; label: string };

const ListOfRecord = createContext<RecordList | null>(null);

/**
 * The scaffold every page of one record shares (decision 196), as `ListPage` is the lists' (decision
 * 123): while the first read runs, a busy status; a record that is not there (deleted, another
 * studio's, a mistyped address: the server's 404) the app's not-found state with the way back to its
 * list; any other failure the error with Retry, which reads again; else the record, drawn by
 * `children`. A record already read keeps showing while a refresh fails. The `RecordHeader` inside
 * takes its back link from here.
 */
export function RecordPage<T>({
  query,
  list,
  loadingText,
  failedTitle,
  children,
}: {
  query: RecordQuery<T>;
  list: RecordList;
  loadingText: string;
  failedTitle: string;
  children: (record: T) => ReactNode;
}) {
  const t = useMessages(listStatusMessages);
  if (query.data !== undefined) return <ListOfRecord.Provider value={list}>{children(query.data)}</ListOfRecord.Provider>;
  if (query.error instanceof ApiError && query.error.statusCode === 404)
    return (
      <NotFoundState
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        action={
          <AppLink to={list.to} className={buttonVariants()}>
            {list.label}
          </AppLink>
        }
      />
    );
  if (query.error)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold">{failedTitle}</h1>
        <p className="text-sm font-medium text-destructive">{t.error({ message: errorMessage(query.error) })}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status" aria-busy="true">
      <Spinner /> {loadingText}
    </div>
  );
}

/**
 * The head of a record's page: back to its list (from the `RecordPage` around it), the record's
 * name as the page's one h1 with its badges beside it, then what `children` adds (a line of
 * details, the actions).
 */
export function RecordHeader({
  title,
  titleClassName,
  titleTestId,
  badges,
  children,
}: {
  title: ReactNode;
  /** A name drawn larger than a record's usual one (a ticket's code, read across the counter). */
  titleClassName?: string;
  titleTestId?: string;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  const list = useContext(ListOfRecord);
  return (
    <>
      {list && (
        <AppLink to={list.to} className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {list.label}
        </AppLink>
      )}
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className={cn('min-w-0 text-2xl font-semibold break-words', titleClassName)} data-testid={titleTestId}>
            {title}
          </h1>
          {badges}
        </div>
        {children}
      </header>
    </>
  );
}
