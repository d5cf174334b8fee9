import type { PurchaseOrder } from '@atelier/shared';
import { Ban, Download, PackagePlus, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { saveFile } from '@/lib/save-file';
import { purchaseOrdersApi, useCancelPurchaseOrder, useDeletePurchaseOrder, useSendPurchaseOrder } from '../api/purchase-orders-api';
import { purchasingMessages } from '../messages';
import { OrderFormDialog } from './order-form-dialog';
import { ReceiveDialog } from './receive-dialog';
import { openLines } from './receive-form';

type Open = 'edit' | 'delete' | 'send' | 'receive' | 'cancel' | null;

/** Download PDF: fetched with the token in a header (decision 031), saved under the server's name, else the number. */
function usePdfDownload(order: PurchaseOrder) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await purchaseOrdersApi.pdf(order.id);
      saveFile(blob, filename ?? `${order.number}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/**
 * What the order's status allows (decision 145): a draft is sent, edited or deleted; a sent order
 * is received or cancelled; every order's PDF is downloaded.
 */
export function OrderActions({ order }: { order: PurchaseOrder }) {
  const t = useMessages(purchasingMessages);
  const navigate = useNavigate();
  const canWrite = useCan('purchaseOrders.write');
  const canDelete = useCan('purchaseOrders.delete');
  const [open, setOpen] = useState<Open>(null);
  const send = useSendPurchaseOrder();
  const cancel = useCancelPurchaseOrder();
  const remove = useDeletePurchaseOrder();
  const pdf = usePdfDownload(order);
  const close = () => setOpen(null);
  const draft = order.status === 'draft';
  const receivable = (order.status === 'sent' || order.status === 'partly-received') && openLines(order).length > 0;
  return (
    <div className="flex flex-wrap gap-2">
      {canWrite && draft && (
        <Button onClick={() => setOpen('send')}>
          <Send className="h-4 w-4" aria-hidden /> {t.send}
        </Button>
      )}
      {canWrite && receivable && (
        <Button onClick={() => setOpen('receive')}>
          <PackagePlus className="h-4 w-4" aria-hidden /> {t.receive}
        </Button>
      )}
      <Button variant="outline" onClick={() => void pdf.download()} loading={pdf.busy}>
        <Download className="h-4 w-4" aria-hidden /> {t.downloadPdf}
      </Button>
      {canWrite && draft && (
        <Button variant="outline" onClick={() => setOpen('edit')}>
          <Pencil className="h-4 w-4" aria-hidden /> {t.edit}
        </Button>
      )}
      {canWrite && (order.status === 'sent' || order.status === 'partly-received') && (
        <Button variant="outline" onClick={() => setOpen('cancel')}>
          <Ban className="h-4 w-4" aria-hidden /> {t.cancelOrder}
        </Button>
      )}
      {canDelete && draft && (
        <Button variant="ghost" className="text-destructive" onClick={() => setOpen('delete')}>
          <Trash2 className="h-4 w-4" aria-hidden /> {t.deleteOrder}
        </Button>
      )}

      {open === 'edit' && <OrderFormDialog order={order} onClose={close} />}
      {open === 'receive' && <ReceiveDialog order={order} onClose={close} />}
      {open === 'send' && (
        <ConfirmDialog
          title={t.sendTitle}
          description={t.sendText({ number: order.number, supplier: order.supplier.name })}
          confirmLabel={t.send}
          onClose={close}
          action={() => send.mutateAsync(order.id)}
        />
      )}
      {open === 'cancel' && (
        <ConfirmDialog
          title={t.cancelTitle}
          description={t.cancelText({ number: order.number })}
          confirmLabel={t.cancelOrder}
          cancelLabel={t.keepOrder}
          confirmVariant="destructive"
          onClose={close}
          action={() => cancel.mutateAsync(order.id)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t.deleteOrderTitle}
          description={t.deleteOrderText({ number: order.number })}
          confirmLabel={t.delete}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(order.id);
            void navigate('/purchase-orders');
          }}
        />
      )}
    </div>
  );
}
