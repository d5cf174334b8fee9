import { FABRIC_WIDTHS_MM, type GeneratorInfo, type Measurement } from '@atelier/shared';
import { ClientPicker } from '@/features/clients';
import { AppLink } from '@/components/ui/app-link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useClientPages } from '@/features/clients';
import type { Unit } from '@/lib/units';
import { useFormat } from '@/lib/use-format';
import { difficultyLabel, generatorMessages } from '../messages';
import { useDesignLabel, useDesignSummary } from './design-summaries';
import { boltWidth, defaultSeamAllowance, NO_RECORD, type GeneratorFormValues } from './generator-form';

type Designs = GeneratorInfo['designs'];

/**
 * What drafting to measure adds to the pattern's form (decision 041): the client and which of their
 * measurement records, the design for the garment type (the plan's templates; the others say they
 * need Premium), the seam allowance in the user's unit and the fabric width for the materials.
 */
export function DraftFields({
  values,
  errors,
  unit,
  records,
  recordId,
  designs,
  designId,
  onChange,
}: {
  values: GeneratorFormValues;
  errors: Record<string, string>;
  unit: Unit;
  records: readonly Measurement[];
  recordId: string;
  designs: Designs;
  designId: string;
  onChange: <K extends keyof GeneratorFormValues>(key: K, value: GeneratorFormValues[K]) => void;
}) {
  const t = useMessages(generatorMessages);
  const labels = useLabels();
  const format = useFormat();
  const offered = values.garmentType ? designs.filter((d) => d.garmentTypes.includes(values.garmentType as never)) : [];
  const locked = designs.filter((d) => !d.available).length;
  // The studio's first clients, shared with the picker's cache: while they load, none does not mean "no clients yet".
  const clients = useClientPages('');
  const noClients = clients.hasCache && !clients.isLoading && clients.items.length === 0;
  const summary = useDesignSummary();
  const designLabel = useDesignLabel();
  const chosen = offered.find((d) => d.id === designId);
  // Decision 132: a garment no design drafts says so instead of offering a design that drafts something else.
  const designHint = chosen
    ? summary(chosen.id, chosen.summary)
    : values.garmentType && offered.length === 0
      ? values.garmentType === 'Dress'
        ? t.noDesignDress
        : t.noDesign
      : undefined;

  return (
    <>
      <Field label={t.client} error={errors.clientId} hint={noClients ? t.noClients : undefined}>
        {(p) => <ClientPicker {...p} value={values.clientId} onChange={(v) => onChange('clientId', v)} placeholder={t.clientPlaceholder} />}
      </Field>
      {noClients && (
        <p className="text-sm">
          <AppLink to="/clients" className={inlineLinkClasses}>
            {t.addClient}
          </AppLink>
        </p>
      )}
      <Field label={t.measurement} error={errors.measurementId}>
        {(p) => (
          <Select
            {...p}
            value={values.clientId ? recordId : ''}
            disabled={!values.clientId}
            onValueChange={(v) => onChange('measurementId', v)}
            options={
              records.length === 0
                ? [{ value: NO_RECORD, label: t.noRecord }]
                : records.map((r) => ({
                    value: r.id,
                    label: t.recordOption({ garment: labels.garment(r.garmentType), date: format.dateTime(r.createdAt) }),
                  }))
            }
            placeholder={t.measurementPlaceholder}
          />
        )}
      </Field>
      <Field label={t.design} error={errors.design} hint={designHint}>
        {(p) => (
          <Select
            {...p}
            value={offered.length ? designId : ''}
            disabled={offered.length === 0}
            onValueChange={(v) => onChange('design', v as GeneratorFormValues['design'])}
            options={offered.map((d) => ({
              value: d.id,
              label: (d.available ? t.designOption : t.designLocked)({
                name: designLabel(d.id, d.name),
                difficulty: difficultyLabel(t, d.difficulty),
              }),
              disabled: !d.available,
            }))}
          />
        )}
      </Field>
      {locked > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="design-templates">
          {t.templatesFree({ free: designs.length - locked, total: designs.length })}{' '}
          <AppLink to="/pricing" className={inlineLinkClasses}>
            {t.seePlans}
          </AppLink>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.seamAllowance} error={errors.seamAllowance} hint={t.seamAllowanceHint({ unit: labels.unitName(unit) })}>
          {(p) => (
            <Input
              {...p}
              // A length as a tailor writes it (decision 178): '1,5' cm, '3/8' in; text, so no browser reads it in its own locale.
              inputMode={unit === 'cm' ? 'decimal' : 'text'}
              autoComplete="off"
              data-size=""
              value={values.seamAllowance ?? defaultSeamAllowance(unit, format.language)}
              onChange={(e) => onChange('seamAllowance', e.target.value)}
            />
          )}
        </Field>
        <Field label={t.fabricWidth} error={errors.fabricWidth} hint={t.fabricWidthHint}>
          {(p) => (
            <Select
              {...p}
              value={values.fabricWidth}
              onValueChange={(v) => onChange('fabricWidth', v)}
              options={FABRIC_WIDTHS_MM.map((mm) => ({ value: String(mm), label: format.sizeText(boltWidth(mm, unit), unit) }))}
            />
          )}
        </Field>
      </div>
    </>
  );
}
