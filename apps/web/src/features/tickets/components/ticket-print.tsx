import type { Ticket } from '@atelier/shared';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { sharePdf } from '@/lib/share-pdf';
import { ticketPdf, type PrintFormat } from '../api/tickets-api';
import { ticketMessages } from '../messages';

type Kind = 'claimCheck' | 'tags';
type Printed = { blob: Blob; filename?: string | null };

/**
 * One print button and its paper: a receipt printer's 80 mm roll, or a sheet of A4 labels; the
 * PDF goes to the phone's share sheet (decision 153). A project's tag uses it too.
 */
export function PrintMenu({
  label,
  title,
  fallbackName,
  fetchPdf,
  sheet = false,
}: {
  label: string;
  title: string;
  fallbackName: string;
  /** The A4 choice prints one whole sheet (the claim check), not a sheet of labels. */
  sheet?: boolean;
  fetchPdf: (format: PrintFormat) => Promise<Printed>;
}) {
  const t = useMessages(ticketMessages);
  const [busy, setBusy] = useState(false);
  const print = async (format: PrintFormat) => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchPdf(format);
      await sharePdf(blob, filename ?? fallbackName, title);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="lg" loading={busy} className="w-full sm:w-auto">
          <Printer className="h-4 w-4" aria-hidden /> {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem className="min-h-11" onSelect={() => void print('receipt')}>
          {t.receipt}
        </DropdownMenuItem>
        <DropdownMenuItem className="min-h-11" onSelect={() => void print('a4')}>
          {sheet ? t.a4Sheet : t.a4}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The claim check for the client and a tag for each garment (decision 155), as PDFs handed to the
 * phone's share sheet, where the studio picks its printer; elsewhere they are downloaded.
 */
export function TicketPrint({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {(['claimCheck', 'tags'] as const).map((kind: Kind) => (
        <PrintMenu
          key={kind}
          label={kind === 'claimCheck' ? t.printClaimCheck : t.printTags}
          title={kind === 'claimCheck' ? t.claimCheckFile({ code: ticket.code }) : t.tagsFile({ code: ticket.code })}
          fallbackName={`${ticket.code}-${kind === 'claimCheck' ? 'claim-check' : 'tags'}.pdf`}
          fetchPdf={(format) => ticketPdf(ticket.id, kind, format)}
          sheet={kind === 'claimCheck'}
        />
      ))}
    </div>
  );
}
