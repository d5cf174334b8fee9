import type { Quote } from '@atelier/shared';
import { FileDown, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { forClientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { sharePdf } from '@/lib/share-pdf';
import { useFormat } from '@/lib/use-format';
import { quotesApi, useDeleteQuote, useSendQuote } from '../api/quotes-api';
import { quoteMessages } from '../messages';
import { QUOTES_PATH, STATUS_BADGE, statusKey } from './quote-texts';

/** A quote's status and what it led to: the project and deposit invoice once accepted, the reason once declined. */
export function QuoteOutcome({ quote }: { quote: Quote }) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  return (
    <div className="space-y-2 rounded-xl border border-border p-4" data-testid="quote-outcome">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_BADGE[quote.status]}>{t[statusKey(quote.status)]}</Badge>
        {quote.acceptedAt && <span className="text-sm">{t.acceptedOn({ date: format.dateTime(quote.acceptedAt) })}</span>}
        {quote.declinedAt && <span className="text-sm">{t.declinedOn({ date: format.dateTime(quote.declinedAt) })}</span>}
      </p>
      {quote.declineReason && <p className="text-sm text-muted-foreground">{t.declineReason({ reason: quote.declineReason })}</p>}
      {(quote.status === 'accepted' || quote.status === 'declined') && <p className="text-sm text-muted-foreground">{t.locked}</p>}
      {quote.project && (
        <p className="text-sm">
          {t.project}:{' '}
          <AppLink to={forClientPath('/projects', quote.client.id)} className="font-medium underline" data-testid="quote-project">
            {t.openProject({ name: quote.project.name })}
          </AppLink>
        </p>
      )}
      {quote.depositInvoice && (
        <p className="text-sm">
          {t.depositInvoice}:{' '}
          <AppLink to={forClientPath('/invoices', quote.client.id)} className="font-medium underline" data-testid="quote-deposit-invoice">
            {t.openInvoices({ number: quote.depositInvoice.name })}
          </AppLink>
        </p>
      )}
    </div>
  );
}

/** PDF (shared or saved, decision 031: the token in a header), Send to the client's portal and mail, Delete. */
export function QuoteActions({ quote }: { quote: Quote }) {
  const t = useMessages(quoteMessages);
  const navigate = useNavigate();
  const send = useSendQuote();
  const remove = useDeleteQuote();
  const canWrite = useCan('quotes.write');
  const canDelete = useCan('quotes.delete');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const answered = quote.status === 'accepted' || quote.status === 'declined';
  const pdf = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await quotesApi.pdf(quote.id);
      await sharePdf(blob, filename ?? `${quote.code}.pdf`, quote.code);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="lg" loading={busy} onClick={() => void pdf()}>
        <FileDown className="h-4 w-4" aria-hidden /> {t.pdf}
      </Button>
      {canWrite && !answered && (
        <Button size="lg" loading={send.isPending} onClick={() => send.mutate(quote.id)}>
          <Send className="h-4 w-4" aria-hidden /> {quote.status === 'draft' ? t.send : t.sendAgain}
        </Button>
      )}
      {canDelete && quote.status !== 'accepted' && (
        <Button variant="ghost" size="lg" onClick={() => setConfirming(true)}>
          <Trash2 className="h-4 w-4" aria-hidden /> {t.delete}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          title={t.deleteTitle({ code: quote.code })}
          description={t.deleteText}
          confirmLabel={t.delete}
          confirmVariant="destructive"
          action={async () => {
            await remove.mutateAsync(quote.id);
            void navigate(QUOTES_PATH);
          }}
        />
      )}
    </div>
  );
}
