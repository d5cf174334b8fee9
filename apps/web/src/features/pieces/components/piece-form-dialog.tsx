import { updatePieceBodySchema, type DesignerStyle, type Piece } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StylePicker, styleLabel } from '@/features/designer-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreatePiece, useUpdatePiece } from '../api/pieces-api';
import { pieceMessages } from '../messages';
import { emptyPieceForm, pieceToForm, toCreatePieceBody, toUpdatePieceBody, type PieceFormValues } from './piece-form';
import { useConditionOptions } from './piece-conditions';
import { RENTAL_FIELDS, RentalTermsFields } from './rental-terms-fields';

const FORM_ID = 'piece-form';
const LIMITS_OF = maxLengthsOf(updatePieceBodySchema);

/**
 * 'Add piece' / 'Edit piece' (decision 215): the style picked from the catalogue by the server's
 * search, its size and colour (the style's own listed as a hint; the server refuses one it is not
 * made in, on the field), its condition and where it hangs. A refused save keeps what was typed.
 */
export function PieceFormDialog({ piece, onClose }: { piece: Piece | null; onClose: () => void }) {
  const t = useMessages(pieceMessages);
  const format = useFormat();
  const form = useForm<PieceFormValues>(() => (piece ? pieceToForm(piece, styleLabel(piece.style), format.language) : emptyPieceForm), {
    fieldOf: (path) => RENTAL_FIELDS[path] ?? path,
  });
  const { values, errorOf, text, set } = form;
  // The style picked in this dialog: its sizes and colours are the hints.
  const [style, setStyle] = useState<DesignerStyle | null>(null);
  const create = useCreatePiece();
  const update = useUpdatePiece();
  const typedIn = { language: format.language, currency: format.currency };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = piece
      ? await form.submit(toUpdatePieceBody(values, typedIn), (body) => update.mutateAsync({ id: piece.id, body }))
      : await form.submit(toCreatePieceBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const conditions = useConditionOptions();

  return (
    <FormDialog
      title={piece ? t.editTitle : t.addTitle}
      description={piece ? t.editDescription({ code: piece.code }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={piece ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.style} error={errorOf('styleId')} className="sm:col-span-2">
          {(p) => (
            <StylePicker
              {...p}
              value={values.styleId}
              selectedName={values.styleLabel}
              onChange={(id, picked) => {
                setStyle(picked);
                set('styleId', id);
                set('styleLabel', picked ? styleLabel(picked) : '');
              }}
              placeholder={t.chooseStyle}
              texts={{ loading: t.stylesLoading, none: t.stylesNone, narrow: t.stylesNarrow }}
            />
          )}
        </Field>
        <Field
          label={t.size}
          optional
          hint={style && style.sizes.length > 0 ? t.sizeHint({ sizes: style.sizes.join(' · ') }) : undefined}
          error={errorOf('size')}
        >
          {(p) => <Input {...p} value={values.size} onChange={text('size')} autoComplete="off" maxLength={LIMITS_OF.size} />}
        </Field>
        <Field
          label={t.colour}
          optional
          hint={style && style.colours.length > 0 ? t.colourHint({ colours: style.colours.join(' · ') }) : undefined}
          error={errorOf('colour')}
        >
          {(p) => <Input {...p} value={values.colour} onChange={text('colour')} autoComplete="off" maxLength={LIMITS_OF.colour} />}
        </Field>
        <Field label={t.condition} error={errorOf('condition')}>
          {(p) => (
            <Select
              {...p}
              value={values.condition}
              onValueChange={(v) => set('condition', v as PieceFormValues['condition'])}
              options={conditions}
            />
          )}
        </Field>
        <Field label={t.location} optional hint={t.locationHint} error={errorOf('location')}>
          {(p) => <Input {...p} value={values.location} onChange={text('location')} maxLength={LIMITS_OF.location} />}
        </Field>
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={3} maxLength={LIMITS_OF.note} />}
        </Field>
        <RentalTermsFields form={form} />
      </form>
    </FormDialog>
  );
}
