import type { InvoiceKind } from '@atelier/shared';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/i18n';
import { invoiceMessages, type InvoiceTexts } from '../messages';

export const kindLabel = (t: InvoiceTexts, kind: InvoiceKind): string =>
  kind === 'credit-note' ? t.kindCreditNote : kind === 'deposit' ? t.kindDeposit : t.kindInvoice;

/** 'Deposit invoice' or 'Credit note' beside the number (decision 163); a plain invoice wears none unless `always`. */
export function InvoiceKindBadge({ kind, always = false }: { kind: InvoiceKind; always?: boolean }) {
  const t = useMessages(invoiceMessages);
  if (kind === 'invoice' && !always) return null;
  return (
    <Badge variant={kind === 'credit-note' ? 'outline' : 'secondary'} data-testid="invoice-kind">
      {kindLabel(t, kind)}
    </Badge>
  );
}
