import { PHOTO_KINDS, updatePhotoBodySchema, type Photo, type PhotoKind, type UpdatePhotoBody } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useUpdatePhoto, type PhotoOwner } from '../api/photos-api';
import { maxLengthOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { kindLabel, photoMessages } from './photo-messages';

const CAPTION_MAX = maxLengthOf(updatePhotoBodySchema.shape.caption);

type Values = { caption: string; kind: PhotoKind };

/** An emptied caption is sent as null, which clears it. */
function toBody(values: Values) {
  return validateBody(updatePhotoBodySchema, { caption: values.caption.trim() || null, kind: values.kind } satisfies UpdatePhotoBody);
}

/** The viewed photo's caption and kind, saved with PATCH; mounted per photo, so moving on starts afresh. */
export function PhotoDetailsForm({ owner, photo }: { owner: PhotoOwner; photo: Photo }) {
  const t = useMessages(photoMessages);
  const form = useForm<Values>({ caption: photo.caption, kind: photo.kind });
  const { values, errors, text } = form;
  const update = useUpdatePhoto(owner);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(toBody(values), (body) => update.mutateAsync({ id: photo.id, body }));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
      <Field label={t.caption} error={errors.caption}>
        {(p) => <Input {...p} value={values.caption} onChange={text('caption')} maxLength={CAPTION_MAX} autoComplete="off" />}
      </Field>
      <Field label={t.kind} error={errors.kind}>
        {(p) => (
          <Select
            id={p.id}
            aria-invalid={p['aria-invalid']}
            aria-describedby={p['aria-describedby']}
            value={values.kind}
            onValueChange={(v) => form.set('kind', v as PhotoKind)}
            options={PHOTO_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) }))}
          />
        )}
      </Field>
      <Button type="submit" loading={update.isPending} className="sm:self-end">
        {t.save}
      </Button>
    </form>
  );
}
