import { updateRentalBodySchema, type ErrorEnvelope, type Rental } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { ClientPicker } from '@/features/clients';
import { StylePicker, styleLabel } from '@/features/designer-styles';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateRental, useUpdateRental } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import { LateFeeFields, RentalDaysFields } from './rental-terms-fields';
import { emptyRentalForm, rentalFieldOf, rentalToForm, toCreateRentalBody, toUpdateRentalBody, type RentalFormValues } from './rental-form';
import { RentalPiecesPicker } from './rental-pieces-picker';

const FORM_ID = 'rental-form';
const PIECES_ERROR = 'rental-pieces-error';
const LIMITS_OF = maxLengthsOf(updateRentalBodySchema);

type Refusal = { free: NonNullable<ErrorEnvelope['freePieces']>; takenIds: string[] };

/**
 * 'New rental' / 'Edit rental' (decision 222): the client, the pick-up and return days, the pieces
 * chosen among a style's free ones, and the late fee agreed, typed as the studio writes it. A
 * piece taken meanwhile by another counter is refused on the pieces, with the ones free instead.
 */
export function RentalFormDialog({ rental, onClose }: { rental: Rental | null; onClose: () => void }) {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const form = useForm<RentalFormValues>(() => (rental ? rentalToForm(rental, format.language) : emptyRentalForm), {
    fieldOf: rentalFieldOf,
  });
  const { values, errorOf, text, set } = form;
  const [refusal, setRefusal] = useState<Refusal>({ free: [], takenIds: [] });
  const create = useCreateRental();
  const update = useUpdateRental();
  const typedIn = { language: format.language, currency: format.currency };

  /** Keeps what a PIECE_RENTED refusal offered, so the form can take a free piece instead. */
  const remembered = async <T,>(save: Promise<T>): Promise<T> => {
    try {
      return await save;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'PIECE_RENTED') {
        const indexes = err.details.map((d) => Number(/^lines\.(\d+)\./.exec(d.field)?.[1])).filter(Number.isInteger);
        setRefusal({ free: err.freePieces, takenIds: indexes.map((i) => values.pieces[i]?.id ?? '') });
      }
      throw err;
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal({ free: [], takenIds: [] });
    const saved = rental
      ? await form.submit(toUpdateRentalBody(values, typedIn), (body) => remembered(update.mutateAsync({ id: rental.id, body })))
      : await form.submit(toCreateRentalBody(values, typedIn), (body) => remembered(create.mutateAsync(body)));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={rental ? t.editTitle : t.addTitle}
      description={rental ? t.editDescription({ name: rental.client.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={rental ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.client} error={errorOf('clientId')} className="sm:col-span-2">
          {(p) => (
            <ClientPicker
              {...p}
              value={values.clientId}
              selectedName={values.clientName}
              disabled={rental !== null}
              onChange={(id, client) => {
                set('clientId', id);
                set('clientName', client?.name ?? '');
              }}
              placeholder={t.chooseClient}
            />
          )}
        </Field>
        <RentalDaysFields form={form} />
        {rental === null && (
          <>
            <Field label={t.style} optional className="sm:col-span-2">
              {(p) => (
                <StylePicker
                  {...p}
                  value={values.styleId}
                  selectedName={values.styleLabel}
                  onChange={(id, style) => {
                    set('styleId', id);
                    set('styleLabel', style ? styleLabel(style) : '');
                  }}
                  placeholder={t.chooseStyle}
                  texts={{ loading: t.stylesLoading, none: t.stylesNone, narrow: t.stylesNarrow }}
                />
              )}
            </Field>
            <fieldset className="space-y-1.5 sm:col-span-2" aria-describedby={errorOf('pieces') ? PIECES_ERROR : undefined}>
              <legend className="text-sm font-medium">{t.pieces}</legend>
              <RentalPiecesPicker
                styleId={values.styleId}
                styleName={values.styleLabel}
                pickupDate={values.pickupDate}
                returnDate={values.returnDate}
                chosen={values.pieces}
                onChange={(pieces) => set('pieces', pieces)}
                freeInstead={refusal.free}
                takenIds={refusal.takenIds}
              />
              {errorOf('pieces') && <FieldError id={PIECES_ERROR}>{errorOf('pieces')}</FieldError>}
            </fieldset>
          </>
        )}
        <LateFeeFields form={form} />
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={2} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
