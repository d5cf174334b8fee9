import { createMeasurementRequestBodySchema, type MeasurementRequest } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { usePlanHas } from '@/features/billing';
import { useAskToMeasure, useTemplatesToAsk } from '../api/measurement-requests-api';
import { useFormat } from '@/lib/use-format';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { requestMessages } from './request-messages';
import { askedGarment, askOptions } from './request-text';

const FORM_ID = 'ask-to-measure-form';
type Values = { garment: string; unit: MeasurementRequest['unit'] };

/** The body's `garmentType` or `templateId` error shows under the one garment select. */
const fieldOf = (path: string) => (path === 'garmentType' || path === 'templateId' ? 'garment' : path);

/**
 * 'Ask to measure at home' (decision 084): a built-in garment or one of the studio's own, and the
 * unit the client measures in (the studio's usual one to start). Mounted while open.
 */
export function AskToMeasureDialog({ clientId, clientName, onClose }: { clientId: string; clientName: string; onClose: () => void }) {
  const t = useMessages(requestMessages);
  const labels = useLabels();
  const format = useFormat();
  const templates = useTemplatesToAsk(usePlanHas('garmentTemplates'));
  const form = useForm<Values>(() => ({ garment: '', unit: format.unit }), { fieldOf });
  const ask = useAskToMeasure(clientId);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...askedGarment(form.values.garment), unit: form.values.unit };
    const built = validateBody(createMeasurementRequestBodySchema, body);
    const toForm = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOf(path), message]));
    const checked = built.ok ? built : { ok: false as const, errors: toForm(built.errors) };
    if (await form.submit(checked, (b) => ask.mutateAsync(b), toForm)) onClose();
  };
  return (
    <FormDialog
      title={t.askTitle({ name: clientName })}
      description={t.askDescription}
      formId={FORM_ID}
      submitLabel={t.askSubmit}
      isSaving={ask.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.garment} error={form.errorOf('garment')}>
          {(control) => (
            <Select
              {...control}
              value={form.values.garment}
              onValueChange={(v) => form.set('garment', v)}
              options={askOptions(templates, labels.garment)}
              placeholder={t.garmentPlaceholder}
            />
          )}
        </Field>
        <Field label={t.unit} hint={t.unitHint} error={form.errorOf('unit')}>
          {(control) => (
            <Select
              {...control}
              value={form.values.unit}
              onValueChange={(v) => form.set('unit', v as Values['unit'])}
              options={(['inches', 'cm'] as const).map((u) => ({ value: u, label: labels.unitName(u) }))}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
