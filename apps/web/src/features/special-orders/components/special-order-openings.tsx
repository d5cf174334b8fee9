import type { SpecialOrder } from '@atelier/shared';
import { Truck } from 'lucide-react';
import { OpeningLinks, useInvoiceAndAgreement, type Opening } from '@/components/ui/opening-links';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useOpenFromSpecialOrder, type SpecialOrderOpening } from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';

/**
 * What the order opened, each once (decision 217): a link to it once made, else the button that
 * makes it, for a role that may. The order to the designer is made only while the gown is to order.
 */
export function SpecialOrderOpenings({ order }: { order: SpecialOrder }) {
  const t = useMessages(specialOrderMessages);
  const opener = useOpenFromSpecialOrder();
  const { opened } = order;
  const documents = useInvoiceAndAgreement({ clientId: order.client.id, invoiceId: opened.invoiceId, contractId: opened.contractId }, t);
  const designerOrder: Opening = {
    key: 'designerOrder',
    icon: <Truck className="h-4 w-4" aria-hidden />,
    can: useCan('purchaseOrders.write') && order.state === 'to-order',
    open: t.openDesignerOrder,
    link: t.designerOrderLink,
    to: opened.purchaseOrderId && `/purchase-orders/${opened.purchaseOrderId}`,
  };
  return (
    <OpeningLinks
      label={t.openingsLabel({ name: order.client.name })}
      openings={[...documents, designerOrder]}
      pending={opener.isPending ? (opener.variables?.opening ?? null) : null}
      onOpen={(key) => opener.mutate({ id: order.id, opening: key as SpecialOrderOpening })}
    />
  );
}
