import { ANALYTICS_PERIODS, analyticsQuerySchema, type AnalyticsPeriod, type AnalyticsRange } from '@atelier/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import type { Selection } from '../api/analytics-api';
import { analyticsMessages } from '../messages';
import { periodLabel } from './analytics-text';

type Choice = AnalyticsPeriod | 'custom';

/**
 * The period selector with the shared period labels; on Enterprise also 'Custom range', which shows two
 * days of the account's zone and Apply (Enterprise's advanced analytics). Choosing a period
 * loads it at once; a custom range loads on Apply.
 */
export function PeriodControls({
  selection,
  canCustom,
  range,
  onSelect,
}: {
  selection: Selection;
  canCustom: boolean;
  range: AnalyticsRange | undefined;
  onSelect: (next: Selection) => void;
}) {
  const t = useMessages(analyticsMessages);
  const id = useId();
  const [choice, setChoice] = useState<Choice>(selection.kind === 'period' ? selection.period : 'custom');
  const choices: Choice[] = canCustom ? [...ANALYTICS_PERIODS, 'custom'] : [...ANALYTICS_PERIODS];
  const change = (value: string) => {
    const next = value as Choice;
    setChoice(next);
    if (next !== 'custom') onSelect({ kind: 'period', period: next });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="space-y-1.5 sm:w-56">
        <Label htmlFor={id}>{t.periodLabel}</Label>
        <Select id={id} value={choice} onValueChange={change} options={choices.map((c) => ({ value: c, label: periodLabel(c, t) }))} />
      </div>
      {choice === 'custom' && (
        <CustomRangeForm
          initial={selection.kind === 'custom' ? selection : { from: range?.from ?? '', to: range?.to ?? '' }}
          onApply={(from, to) => onSelect({ kind: 'custom', from, to })}
        />
      )}
    </div>
  );
}

function CustomRangeForm({ initial, onApply }: { initial: { from: string; to: string }; onApply: (from: string, to: string) => void }) {
  const t = useMessages(analyticsMessages);
  const form = useForm(initial);
  const { from, to } = form.values;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rules: both days, the end not before the start, at most about ten years.
    const checked = validateBody(analyticsQuerySchema, { from, to });
    if (!checked.ok) {
      form.refuse(checked.errors);
      return;
    }
    form.reset();
    onApply(from, to);
  };
  return (
    <form noValidate onSubmit={apply} className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="custom-range">
      <Field label={t.customFrom} error={form.errors.from} className="sm:w-44">
        {(p) => <Input {...p} type="date" value={from} onChange={form.text('from')} />}
      </Field>
      <Field label={t.customTo} error={form.errors.to} className="sm:w-44">
        {(p) => <Input {...p} type="date" value={to} onChange={form.text('to')} />}
      </Field>
      <Button type="submit" className="sm:mt-6">
        {t.apply}
      </Button>
    </form>
  );
}
