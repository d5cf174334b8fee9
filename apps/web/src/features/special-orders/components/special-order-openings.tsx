import type { SpecialOrder } from '@atelier/shared';
import { FileSignature, Receipt, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { forClientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { useOpenFromSpecialOrder, type SpecialOrderOpening } from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';

type Row = { opening: SpecialOrderOpening; icon: ReactNode; can: boolean; open: string; link: string; to: string | null };

/**
 * What the order opened, each once (decision 217): a link to it once made, else the button that
 * makes it, for a role that may. The order to the designer is made only while the gown is to order.
 */
export function SpecialOrderOpenings({ order }: { order: SpecialOrder }) {
  const t = useMessages(specialOrderMessages);
  const opener = useOpenFromSpecialOrder();
  const { opened } = order;
  const icon = 'h-4 w-4';
  const rows: Row[] = [
    {
      opening: 'invoice',
      icon: <Receipt className={icon} aria-hidden />,
      can: useCan('invoices.write'),
      open: t.openInvoice,
      link: t.invoiceLink,
      to: opened.invoiceId && forClientPath('/invoices', order.client.id),
    },
    {
      opening: 'agreement',
      icon: <FileSignature className={icon} aria-hidden />,
      can: useCan('contracts.write'),
      open: t.openAgreement,
      link: t.agreementLink,
      to: opened.contractId && `/contracts/${opened.contractId}`,
    },
    {
      opening: 'designerOrder',
      icon: <Truck className={icon} aria-hidden />,
      can: useCan('purchaseOrders.write') && order.state === 'to-order',
      open: t.openDesignerOrder,
      link: t.designerOrderLink,
      to: opened.purchaseOrderId && `/purchase-orders/${opened.purchaseOrderId}`,
    },
  ];
  const shown = rows.filter((row) => row.to || row.can);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t.openingsLabel({ name: order.client.name })}>
      {shown.map((row) => (
        <li key={row.opening}>
          {row.to ? (
            <AppLink to={row.to} className="inline-flex min-h-9 items-center gap-1 text-sm font-medium underline">
              {row.icon} {row.link}
            </AppLink>
          ) : (
            <Button
              variant="outline"
              size="sm"
              loading={opener.isPending && opener.variables?.opening === row.opening}
              disabled={opener.isPending}
              onClick={() => opener.mutate({ id: order.id, opening: row.opening })}
            >
              {row.icon} {row.open}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
