import {
  PATTERN_FABRIC_TYPES,
  PATTERN_GARMENT_TYPES,
  PATTERN_LIMITS,
  PATTERN_SIZE_RANGES,
  PATTERN_STYLES,
  type DesignMeasurement,
  type Pattern,
} from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useClientMeasurements } from '@/features/measurements';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { generatorCheckKey, useGeneratorCheck, useGeneratorInfo, type useGeneratePattern } from '../api/generator-api';
import { generatorMessages } from '../messages';
import { DraftFields } from './draft-fields';
import {
  toGeneratorBody,
  canGenerate,
  chosenDesign,
  defaultPatternName,
  effectiveRecord,
  missingFromError,
  emptyGeneratorForm,
  NO_RECORD,
  type ExtraValues,
  type GeneratorFormValues,
} from './generator-form';
import { FitSummary } from './fit-summary';
import { MissingMeasurements } from './missing-measurements';
import { RefusedCorrections, refusedCorrections, type RefusedCorrection } from './refused-corrections';
import { UsageLine } from './usage-line';

type Generate = ReturnType<typeof useGeneratePattern>;

/**
 * 'Pattern Specifications' (decision 041): the
 * pattern's fields, then the client, record, design, seam allowance and fabric width; fields for the
 * measurements the record lacks; the month's usage; 'Generate Pattern' / 'Generating Pattern...'.
 */
export function GeneratorFormCard({ generate, onGenerated }: { generate: Generate; onGenerated: (pattern: Pattern) => void }) {
  const t = useMessages(generatorMessages);
  const labels = useLabels();
  const { unit, language } = useFormat();
  const fieldErrors = useForm<GeneratorFormValues>(emptyGeneratorForm);
  const { values, setValues } = fieldErrors;
  const [extra, setExtra] = useState<ExtraValues>({});
  // What the last refusal named, for the target it was made for (a new choice asks the check again).
  const [refused, setRefused] = useState<{ key: string; missing: DesignMeasurement[] } | null>(null);
  // The corrections of the fit profile the last Generate was refused for, for its target too.
  const [fitRefused, setFitRefused] = useState<{ key: string; corrections: RefusedCorrection[] } | null>(null);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const info = useGeneratorInfo();
  const records = useClientMeasurements(values.clientId);
  const recordList = useMemo(() => (values.clientId ? (records.data ?? []) : []), [values.clientId, records.data]);
  const recordId = effectiveRecord(values.measurementId, recordList, values.garmentType);
  const designs = info.data?.designs ?? [];
  const designId = chosenDesign(values) ?? '';
  const designOffered = designs.find((d) => d.id === designId);
  // Until the client's records are read, the record to draft from is not known: sending then would
  // ask for a new record instead of using theirs.
  const recordsReady = !values.clientId || records.isSuccess;
  // A garment no design drafts (a Dress, decision 132) has nothing to generate: the form says why.
  const ready = canGenerate(values, generate.isPending) && recordsReady && designId !== '';
  const target =
    values.clientId && values.garmentType && designId && records.isSuccess
      ? {
          clientId: values.clientId,
          measurementId: recordId === NO_RECORD ? null : recordId,
          garmentType: values.garmentType,
          design: designOffered ? designOffered.id : undefined,
        }
      : null;
  const targetKey = target ? [target.clientId, target.measurementId, target.garmentType, target.design].join('|') : '';
  const check = useGeneratorCheck(target);
  const missing = refused?.key === targetKey ? refused.missing : target ? (check.data?.missing ?? []) : [];
  // The check refuses a profile the design cannot take before Generate is pressed (decision 099).
  const checkRefused = target ? refusedCorrections(check.error) : [];
  const fitRefusals = checkRefused.length > 0 ? checkRefused : fitRefused?.key === targetKey ? fitRefused.corrections : [];
  const retired = () => {
    setFitRefused(null);
    void queryClient.invalidateQueries({ queryKey: generatorCheckKey });
  };

  const change = <K extends keyof GeneratorFormValues>(key: K, value: GeneratorFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      // A design chosen for another garment type does not carry over.
      if (key === 'garmentType' && v.design && !designs.find((d) => d.id === v.design)?.garmentTypes.includes(value as never))
        next.design = '';
      if (key === 'clientId') next.measurementId = '';
      return next;
    });
    fieldErrors.clearField(key);
  };
  const changeExtra = (name: string, value: string) => {
    setExtra((e) => ({ ...e, [name]: value }));
    fieldErrors.clear(`measurements.${name}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    const built = toGeneratorBody(
      { ...values, measurementId: recordId, design: designOffered ? designOffered.id : '' },
      missing,
      extra,
      unit,
      {
        enterMeasurement: (label) => t.enterMeasurement({ label: labels.measurement(label) }),
        seamAllowanceInvalid: t.seamAllowanceInvalid,
        language,
      },
    );
    let pattern: Pattern | null = null;
    let failure: unknown = null;
    const saved = await fieldErrors.submit(built, async (body) => {
      try {
        pattern = await generate.mutateAsync(body);
      } catch (err) {
        failure = err;
        throw err;
      }
    });
    if (saved && pattern) {
      // The values asked for are now on the client's record.
      setExtra({});
      setRefused(null);
      setFitRefused(null);
      onGenerated(pattern);
      return;
    }
    const named = missingFromError(failure, designOffered?.measurements ?? []);
    if (named) setRefused({ key: targetKey, missing: named });
    const corrections = refusedCorrections(failure);
    if (corrections.length > 0) setFitRefused({ key: targetKey, corrections });
    // The button was disabled while it ran, which drops keyboard focus: put it back where the
    // user acts next (the first field to fix, else the button).
    requestAnimationFrame(() => {
      const form = formRef.current;
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="missing-measurements"] input');
      (invalid ?? form?.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
    });
  };

  const options = <V extends string>(list: readonly V[], label: (v: V) => string) => list.map((v) => ({ value: v, label: label(v) }));
  const refusedMissing = refused?.key === targetKey && refused.missing.length > 0;

  return (
    <Card data-testid="pattern-specifications">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{t.formTitle}</h2>
        <CardDescription>{t.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => void submit(e)}
          className="space-y-4"
          aria-busy={generate.isPending || undefined}
          // For browser tests: whether the record has been checked against the design.
          data-check={!target ? 'idle' : check.isFetching ? 'checking' : 'done'}
        >
          <Field label={t.name} optional error={fieldErrors.errors.name} hint={t.nameHint}>
            {(p) => (
              <Input
                {...p}
                value={values.name}
                onChange={(e) => change('name', e.target.value)}
                maxLength={PATTERN_LIMITS.name}
                placeholder={defaultPatternName(values) || undefined}
                autoComplete="off"
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.garmentType} error={fieldErrors.errors.garmentType}>
              {(p) => (
                <Select
                  {...p}
                  value={values.garmentType}
                  onValueChange={(v) => change('garmentType', v as GeneratorFormValues['garmentType'])}
                  options={options(PATTERN_GARMENT_TYPES, labels.patternGarment)}
                />
              )}
            </Field>
            <Field label={t.style} error={fieldErrors.errors.style}>
              {(p) => (
                <Select
                  {...p}
                  value={values.style}
                  onValueChange={(v) => change('style', v as GeneratorFormValues['style'])}
                  options={options(PATTERN_STYLES, labels.patternStyle)}
                />
              )}
            </Field>
            <Field label={t.sizeRange} error={fieldErrors.errors.sizeRange}>
              {(p) => (
                <Select
                  {...p}
                  value={values.sizeRange}
                  onValueChange={(v) => change('sizeRange', v as GeneratorFormValues['sizeRange'])}
                  options={options(PATTERN_SIZE_RANGES, labels.patternSize)}
                />
              )}
            </Field>
            <Field label={t.fabricType} error={fieldErrors.errors.fabricType}>
              {(p) => (
                <Select
                  {...p}
                  value={values.fabricType}
                  onValueChange={(v) => change('fabricType', v as GeneratorFormValues['fabricType'])}
                  options={options(PATTERN_FABRIC_TYPES, labels.patternFabric)}
                />
              )}
            </Field>
          </div>
          <Field label={t.occasion} optional error={fieldErrors.errors.occasion}>
            {(p) => (
              <Input
                {...p}
                value={values.occasion}
                onChange={(e) => change('occasion', e.target.value)}
                maxLength={PATTERN_LIMITS.occasion}
                placeholder={t.occasionPlaceholder}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t.additionalDetails} optional error={fieldErrors.errors.additionalDetails}>
            {(p) => (
              <Textarea
                {...p}
                value={values.additionalDetails}
                onChange={(e) => change('additionalDetails', e.target.value)}
                maxLength={PATTERN_LIMITS.additionalDetails}
                rows={3}
              />
            )}
          </Field>

          <DraftFields
            values={values}
            errors={fieldErrors.errors}
            unit={unit}
            records={recordList}
            recordId={recordId}
            designs={designs}
            designId={designId}
            onChange={change}
          />

          {refusedMissing && <Alert variant="error">{t.missingRefused}</Alert>}
          {target && check.isFetching && missing.length === 0 && (
            <p className="text-xs text-muted-foreground" role="status">
              {t.checking}
            </p>
          )}
          {target && check.data && <FitSummary fit={check.data.fit} planned />}
          {target && <RefusedCorrections clientId={target.clientId} refused={fitRefusals} onRetired={retired} />}
          <MissingMeasurements missing={missing} values={extra} errors={fieldErrors.errors} unit={unit} onChange={changeExtra} />

          {info.data && <UsageLine usage={info.data.usage} />}
          <Button type="submit" className="w-full" disabled={!ready} loading={generate.isPending}>
            {!generate.isPending && <Wand2 className="h-4 w-4" aria-hidden />}
            {generate.isPending ? t.generating : t.generate}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
