import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '@atelier/shared';
import { useId, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { useQuotes } from '../api/quotes-api';
import { quoteMessages } from '../messages';
import { NEW_QUOTE_PATH, quotePath, STATUS_BADGE, statusKey } from './quote-texts';

/** One quote in the list: its code (opening it), title, client, status, validity and total. */
function QuoteCard({ quote }: { quote: Quote }) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="quote-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          <AppLink to={quotePath(quote.id)} className="hover:underline focus-visible:underline">
            <span className="tabular-nums">{quote.code}</span> · {quote.title}
          </AppLink>
        </h2>
        <Badge variant={STATUS_BADGE[quote.status]}>{t[statusKey(quote.status)]}</Badge>
      </div>
      <p className="truncate">{quote.client.name}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.validUntil}</dt>
          <dd>{format.calendarDate(quote.validUntil)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.total}</dt>
          <dd className="font-semibold tabular-nums">{format.money(quote.total)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function QuotesList() {
  const t = useMessages(quoteMessages);
  const query = useServerSearch();
  const [status, setStatus] = useState<QuoteStatus | 'all'>('all');
  const list = useQuotes({ search: query.search, ...(status === 'all' ? {} : { status }) });
  const canWrite = useCan('quotes.write');
  const filtered = Boolean(query.search) || status !== 'all';
  return (
    <div>
      <ListHeader
        title={t.title}
        description={t.description}
        create={canWrite && { label: t.newQuote, to: NEW_QUOTE_PATH }}
        search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
        filters={[
          {
            label: t.statusFilter,
            value: status,
            onChange: (v) => setStatus(v as QuoteStatus | 'all'),
            options: [{ value: 'all', label: t.allStatuses }, ...QUOTE_STATUSES.map((s) => ({ value: s, label: t[statusKey(s)] }))],
          },
        ]}
      />
      <ListPage list={list} loadingText={t.loading} emptyText={filtered ? t.emptyFiltered : t.empty}>
        <CardGrid items={list.items} label={t.listLabel} card={(quote) => <QuoteCard quote={quote} />} />
      </ListPage>
    </div>
  );
}

/** /quotes (decision 158): the studio's quotes, newest first, searched by code, title or client, filtered by status. */
export function QuotesPage() {
  return <QuotesList />;
}
