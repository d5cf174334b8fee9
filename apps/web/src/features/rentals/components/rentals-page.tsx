import { RENTAL_STATES, type Rental, type RentalState } from '@atelier/shared';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { useCancelRental, useDeleteRental, useRentals } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import { CheckOutDialog } from './check-out-dialog';
import { RentalCard } from './rental-card';
import { RentalFormDialog } from './rental-form-dialog';
import { PieceEarnings, RentalCounts } from './rental-report';
import { ReturnDialog } from './return-dialog';

/** Which dialog is open, and for which rental; one at a time. */
type Open =
  | { kind: 'form'; rental: Rental | null }
  | { kind: 'cancel'; rental: Rental }
  | { kind: 'delete'; rental: Rental }
  | { kind: 'check-out'; rental: Rental }
  | { kind: 'check-in'; rental: Rental }
  | null;
const DUES = ['out', 'today', 'late'] as const;
type Due = (typeof DUES)[number];

/**
 * /rentals (decision 222): the studio's rentals a page at a time, searched by the server by client
 * or piece code (decision 069), filtered by state; a new rental chooses among the pieces free then.
 */
export function RentalsPage() {
  const t = useMessages(rentalMessages);
  const labels = useLabels();
  const query = useAddressedSearch();
  const [state, setState] = useState<RentalState | ''>('');
  // `?pieceId=` is one piece's history, the pieces page's link; `?piece=` names it above the list.
  const [params, setParams] = useSearchParams();
  // `?due=late` is the bell's link to the late rentals (decision 228).
  const [due, setDue] = useState<Due | ''>(() => DUES.find((d) => d === params.get('due')) ?? '');
  const pieceId = params.get('pieceId') ?? undefined;
  const list = useRentals({ search: query.search, state: state || undefined, due: due || undefined, pieceId });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('rentals.write');
  const canDelete = useCan('rentals.delete');
  const cancel = useCancelRental();
  const remove = useDeleteRental();
  const close = () => setOpen(null);
  const dues = [
    { value: 'all', label: t.dueAll },
    { value: 'out', label: t.dueOut },
    { value: 'today', label: t.dueToday },
    { value: 'late', label: t.dueLate },
  ];
  const states = [{ value: 'all', label: t.allStates }, ...RENTAL_STATES.map((s) => ({ value: s, label: labels.rentalState(s) }))];

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', rental: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        // The counts and filters stay when a filter leaves nothing to show, so it can be changed back.
        controls={
          <>
            <RentalCounts />
            {pieceId && (
              <div className="mb-4 flex flex-wrap items-center gap-2">
                <p className="text-sm font-medium break-words">{t.onePiece({ code: params.get('piece') ?? '' })}</p>
                <Button variant="outline" size="sm" onClick={() => setParams({})}>
                  <X className="h-4 w-4" aria-hidden /> {t.allRentals}
                </Button>
              </div>
            )}
            <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
              <Field label={t.dueFilter}>
                {(p) => <Select {...p} value={due || 'all'} onValueChange={(v) => setDue(v === 'all' ? '' : (v as Due))} options={dues} />}
              </Field>
              <Field label={t.stateFilter}>
                {(p) => (
                  <Select
                    {...p}
                    value={state || 'all'}
                    onValueChange={(v) => setState(v === 'all' ? '' : (v as RentalState))}
                    options={states}
                  />
                )}
              </Field>
            </div>
          </>
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search || state || due || pieceId ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(rental) => (
            <RentalCard
              rental={rental}
              onEdit={canWrite ? () => setOpen({ kind: 'form', rental }) : undefined}
              onCancel={canWrite ? () => setOpen({ kind: 'cancel', rental }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', rental }) : undefined}
              onCheckOut={canWrite ? () => setOpen({ kind: 'check-out', rental }) : undefined}
              onCheckIn={canWrite ? () => setOpen({ kind: 'check-in', rental }) : undefined}
            />
          )}
        />
      </ListPage>
      <PieceEarnings />

      {open?.kind === 'form' && <RentalFormDialog rental={open.rental} onClose={close} />}
      {open?.kind === 'check-out' && <CheckOutDialog rental={open.rental} onClose={close} />}
      {open?.kind === 'check-in' && <ReturnDialog rental={open.rental} onClose={close} />}
      {open?.kind === 'cancel' && (
        <ConfirmDialog
          title={t.cancelTitle}
          description={t.cancelDescription({ name: open.rental.client.name })}
          confirmLabel={t.cancelConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await cancel.mutateAsync(open.rental.id);
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.rental.client.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.rental.id);
          }}
        />
      )}
    </div>
  );
}
