import { FileSignature, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { forClientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';

/** A document a record opens elsewhere: its link once made, else the button that makes it, for a role that may. */
export type Opening = { key: string; icon: ReactNode; can: boolean; open: string; link: string; to: string | null };

/**
 * What a record opened in other modules, each once (decisions 217, 226): a special order's or a
 * rental's invoice and agreement. One list so every record shows its documents the same way.
 */
export function OpeningLinks(props: {
  label: string;
  openings: readonly Opening[];
  pending: string | null;
  onOpen: (key: string) => void;
}) {
  const shown = props.openings.filter((o) => o.to || o.can);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={props.label}>
      {shown.map((o) => (
        <li key={o.key}>
          {o.to ? (
            <AppLink to={o.to} className="inline-flex min-h-9 items-center gap-1 text-sm font-medium underline">
              {o.icon} {o.link}
            </AppLink>
          ) : (
            <Button
              variant="outline"
              size="sm"
              loading={props.pending === o.key}
              disabled={props.pending !== null}
              onClick={() => props.onOpen(o.key)}
            >
              {o.icon} {o.open}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

type DocumentTexts = { openInvoice: string; invoiceLink: string; openAgreement: string; agreementLink: string };

/**
 * The two documents a client's record opens (decisions 217, 226): the invoice, linked through the
 * client's invoices, and the agreement to sign; each offered to a role that may write it.
 */
export function useInvoiceAndAgreement(
  record: { clientId: string; invoiceId: string | null; contractId: string | null },
  t: DocumentTexts,
) {
  const icon = 'h-4 w-4';
  const invoice: Opening = {
    key: 'invoice',
    icon: <Receipt className={icon} aria-hidden />,
    can: useCan('invoices.write'),
    open: t.openInvoice,
    link: t.invoiceLink,
    to: record.invoiceId && forClientPath('/invoices', record.clientId),
  };
  const agreement: Opening = {
    key: 'agreement',
    icon: <FileSignature className={icon} aria-hidden />,
    can: useCan('contracts.write'),
    open: t.openAgreement,
    link: t.agreementLink,
    to: record.contractId && `/contracts/${record.contractId}`,
  };
  return [invoice, agreement];
}
