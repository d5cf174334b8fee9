import type { PurchaseOrder } from '@atelier/shared';
import { costPer, perYardFromPerMetre, useQuantityText } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { purchasingMessages } from '../messages';
import { orderMoney } from './order-texts';

type Line = PurchaseOrder['lines'][number];

/** One line: the material, ordered and received in the studio's units, the price per metre/yard/unit and the amount. */
function LineView({ line, currency }: { line: Line; currency: string }) {
  const t = useMessages(purchasingMessages);
  const format = useFormat();
  const quantity = useQuantityText(line.measure);
  const per = costPer(line.measure, format.unit);
  const price = per === 'yard' ? perYardFromPerMetre(line.unitPrice) : line.unitPrice;
  const perWord = { metre: t.perMetre, yard: t.perYard, unit: t.perUnit }[per];
  const figures = [
    { label: t.ordered, value: quantity(line.quantity), testId: 'ordered' },
    { label: t.received, value: quantity(line.received), testId: 'received' },
    { label: t.unitPrice, value: `${orderMoney(price, currency, format.language)} / ${perWord}`, testId: 'price' },
    { label: t.amount, value: orderMoney(line.amount, currency, format.language), testId: 'amount' },
  ];
  return (
    <li className="space-y-2 py-3" data-testid="order-line-view">
      <h3 className="font-medium break-words">
        {line.materialId === null && line.specialOrderId === null ? t.deletedMaterial({ name: line.materialName }) : line.materialName}
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.testId} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="tabular-nums" data-testid={f.testId}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The order's lines, then its total as the server computed it (decision 145). */
export function OrderLinesView({ order }: { order: PurchaseOrder }) {
  const t = useMessages(purchasingMessages);
  const format = useFormat();
  return (
    <section aria-labelledby="order-lines-title" className="space-y-2">
      <h2 id="order-lines-title" className="text-lg font-semibold">
        {t.lines}
      </h2>
      <ul className="divide-y divide-border" aria-label={t.linesLabel({ number: order.number })}>
        {order.lines.map((line) => (
          <LineView key={line.id} line={line} currency={order.currency} />
        ))}
      </ul>
      <p className="flex justify-between border-t border-border pt-3 text-lg font-semibold">
        <span>{t.total}</span>
        <span className="tabular-nums" data-testid="order-total">
          {orderMoney(order.total, order.currency, format.language)}
        </span>
      </p>
      {order.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{order.notes}</p>}
    </section>
  );
}
