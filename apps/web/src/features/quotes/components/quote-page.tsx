import { ArrowLeft } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { RecordPage } from '@/components/layout/record-page';
import { AppLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n/i18n';
import { CLIENT_PARAM } from '@/lib/navigation';
import { useQuote } from '../api/quotes-api';
import { quoteMessages } from '../messages';
import { QuoteActions, QuoteOutcome } from './quote-actions';
import { QuoteEditor } from './quote-editor';
import { QUOTES_PATH } from './quote-texts';

function Back() {
  const t = useMessages(quoteMessages);
  return (
    <AppLink to={QUOTES_PATH} className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t.backToQuotes}
    </AppLink>
  );
}

/** /quotes/new (decision 158): a new quote, for the client named in ?client= when it came from their page. */
export function NewQuotePage() {
  const t = useMessages(quoteMessages);
  const [search] = useSearchParams();
  return (
    <>
      <Back />
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <QuoteEditor clientId={search.get(CLIENT_PARAM) ?? undefined} />
    </>
  );
}

function SavedQuote({ id }: { id: string }) {
  const t = useMessages(quoteMessages);
  const query = useQuote(id);
  return (
    <RecordPage query={query} list={{ to: QUOTES_PATH, label: t.backToQuotes }} loadingText={t.loadingQuote} failedTitle={t.failedTitle}>
      {(quote) => (
        <div className="space-y-6">
          <PageHeader
            title={t.editTitle({ code: quote.code })}
            description={`${quote.title} · ${quote.client.name}`}
            actions={<QuoteActions quote={quote} />}
          />
          <QuoteOutcome quote={quote} />
          {/* Keyed by the version: a send or an edit elsewhere gives the form the server's figures. */}
          <QuoteEditor key={quote.updatedAt} quote={quote} />
        </div>
      )}
    </RecordPage>
  );
}

/** /quotes/:id (decision 158): the quote, its PDF, sending it, and what the client's answer made. */
export function QuotePage() {
  const { id = '' } = useParams();
  return (
    <>
      <Back />
      <SavedQuote id={id} />
    </>
  );
}
