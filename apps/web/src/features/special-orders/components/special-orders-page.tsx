import { SPECIAL_ORDER_STATES, type SpecialOrder, type SpecialOrderState } from '@atelier/shared';
import { Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useAddressedSearch } from '@/lib/use-server-search';
import {
  useAdvanceSpecialOrder,
  useDeleteSpecialOrder,
  useOpenSpecialOrderAlterations,
  useSpecialOrderSettings,
  useSpecialOrders,
} from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';
import { AlterationTimeDialog } from './alteration-time-dialog';
import { CheckInDialog } from './check-in-dialog';
import { SpecialOrderCard } from './special-order-card';
import { SpecialOrderFormDialog } from './special-order-form-dialog';

/** Which dialog is open, and for which order; one at a time. */
type Open =
  | { kind: 'form'; order: SpecialOrder | null }
  | { kind: 'delete'; order: SpecialOrder }
  | { kind: 'check-in'; order: SpecialOrder }
  | { kind: 'alteration' }
  | null;

/**
 * /special-orders (decision 216): each bride's gown ordered from its designer, a page at a time,
 * searched by the server (decision 069), each with the countdown to her wedding and the risk flagged.
 */
export function SpecialOrdersPage() {
  const t = useMessages(specialOrderMessages);
  const labels = useLabels();
  const query = useAddressedSearch();
  const [state, setState] = useState<SpecialOrderState | ''>('');
  const list = useSpecialOrders({ search: query.search, state: state || undefined });
  const settings = useSpecialOrderSettings();
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('specialOrders.write');
  const canDelete = useCan('specialOrders.delete');
  const canSet = useCan('studio.write');
  const remove = useDeleteSpecialOrder();
  const advance = useAdvanceSpecialOrder();
  const alterations = useOpenSpecialOrderAlterations();
  const close = () => setOpen(null);
  const states = [
    { value: 'all', label: t.allStates },
    ...SPECIAL_ORDER_STATES.map((s) => ({ value: s, label: labels.specialOrderState(s) })),
  ];
  const days = settings.data?.alterationDays;

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            links={
              days !== undefined && (
                <Button variant="outline" size="lg" disabled={!canSet} onClick={() => setOpen({ kind: 'alteration' })}>
                  <Clock className="h-4 w-4" aria-hidden /> {t.alterationTime(days)}
                </Button>
              )
            }
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', order: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        // The filter stays when it leaves nothing to show, so it can be changed back.
        controls={
          <Field label={t.stateFilter} className="mb-4 max-w-xs">
            {(p) => (
              <Select
                {...p}
                value={state || 'all'}
                onValueChange={(v) => setState(v === 'all' ? '' : (v as SpecialOrderState))}
                options={states}
              />
            )}
          </Field>
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search || state ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(order) => (
            <SpecialOrderCard
              order={order}
              moving={
                (advance.isPending && advance.variables?.id === order.id) || (alterations.isPending && alterations.variables === order.id)
              }
              onAdvance={canWrite ? (next) => advance.mutate({ id: order.id, state: next }) : undefined}
              onCheckIn={canWrite ? () => setOpen({ kind: 'check-in', order }) : undefined}
              onAlterations={canWrite ? () => alterations.mutate(order.id) : undefined}
              onEdit={canWrite ? () => setOpen({ kind: 'form', order }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', order }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <SpecialOrderFormDialog order={open.order} onClose={close} />}
      {open?.kind === 'check-in' && <CheckInDialog order={open.order} onClose={close} />}
      {open?.kind === 'alteration' && days !== undefined && <AlterationTimeDialog days={days} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.order.client.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.order.id);
          }}
        />
      )}
    </div>
  );
}
