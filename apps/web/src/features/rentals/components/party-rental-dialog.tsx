import { CHART_MEASURE_NAMES, type PartyMember, type PartyRental } from '@atelier/shared';
import { useEffect, type FormEvent } from 'react';
import { Field, FieldError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StylePicker, styleLabel } from '@/features/designer-styles';
import { useSizeCharts } from '@/features/size-charts';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreatePartyRental, usePartyProposal } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import { LateFeeFields, RentalDaysFields } from './rental-terms-fields';
import {
  EACH_PAYS,
  emptyPartyForm,
  partyFieldOf,
  suggestedPieces,
  toPartyRentalBody,
  wearersOf,
  type PartyFormValues,
} from './party-rental-form';

const FORM_ID = 'party-rental-form';
const NONE = 'none';

type Group = { id: string; name: string; payerId: string | null };

/** One member's row: who, the size the chart proposed, and the piece they wear among the free ones. */
function MemberPiece(props: {
  member: PartyMember;
  party: PartyRental;
  values: PartyFormValues;
  error?: string;
  onPiece: (id: string) => void;
}) {
  const { member, party, values, error, onPiece } = props;
  const t = useMessages(rentalMessages);
  const labels = useLabels();
  const chosen = values.pieces[member.client.id] ?? '';
  const others = new Set(Object.entries(values.pieces).flatMap(([who, id]) => (who !== member.client.id && id ? [id] : [])));
  const options = [
    { value: NONE, label: t.noPiece },
    ...party.availability.pieces
      .filter((p) => p.id === chosen || (p.free && !others.has(p.id)))
      .map((p) => ({ value: p.id, label: p.size ? t.pieceOption({ code: p.code, size: p.size }) : p.code })),
  ];
  const proposal = member.size
    ? t.proposedSize({ size: member.size, by: member.decidedBy ? labels.measurement(CHART_MEASURE_NAMES[member.decidedBy]) : '' })
    : t.noProposal;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-2 sm:items-start">
      <div className="min-w-0">
        <p className="font-medium break-words">{member.client.name}</p>
        <p className="text-sm text-muted-foreground break-words">{[member.role, proposal].filter(Boolean).join(' · ')}</p>
      </div>
      <Field label={t.pieceFor({ name: member.client.name })} error={error}>
        {(p) => <Select {...p} value={chosen || NONE} onValueChange={(v) => onPiece(v === NONE ? '' : v)} options={options} />}
      </Field>
    </li>
  );
}

/**
 * 'Rent for the party' (decision 225): the style, a designer's chart and the dates; each member's
 * size proposed from their measurements with a free piece in it, changed at will; one payer or each
 * member paying their own. A piece taken meanwhile is refused on its member, and a free one proposed.
 */
export function PartyRentalDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const create = useCreatePartyRental();
  const form = useForm<PartyFormValues>(() => emptyPartyForm(group.payerId));
  const { values, errorOf, text, set, setValues, errors } = form;
  const datesSet = values.pickupDate !== '' && values.returnDate !== '' && values.returnDate >= values.pickupDate;
  const ask =
    values.styleId && datesSet ? { groupId: group.id, styleId: values.styleId, from: values.pickupDate, to: values.returnDate } : null;
  const proposal = usePartyProposal(ask && (values.chartId ? { ...ask, chartId: values.chartId } : ask));
  const charts = useSizeCharts({ designerId: values.designerId || undefined });
  const party = proposal.data;
  const members = party?.members ?? [];
  // A new proposal (style, chart or dates changed, or a piece just taken): its suggestions are chosen.
  useEffect(() => {
    if (party) setValues((v) => ({ ...v, pieces: suggestedPieces(party.members) }));
  }, [party, setValues]);
  const wearers = wearersOf(values, members);
  const fieldOf = partyFieldOf(wearers);
  const errorOfMember = (clientId: string) => Object.entries(errors).find(([path]) => fieldOf(path) === `piece-${clientId}`)?.[1];
  const payers = [
    { value: EACH_PAYS, label: t.eachPays },
    ...members.map((m) => ({ value: m.client.id, label: m.client.name })),
    ...(group.payerId && !members.some((m) => m.client.id === group.payerId) ? [{ value: group.payerId, label: t.groupPayer }] : []),
  ];
  const chartOptions = [{ value: NONE, label: t.noChart }, ...charts.items.map((c) => ({ value: c.id, label: c.name }))];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typedIn = { language: format.language, currency: format.currency };
    const saved = await form.submit(toPartyRentalBody(values, { groupId: group.id, members }, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t.partyTitle}
      description={t.partyDescription({ name: group.name })}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={create.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.style} className="sm:col-span-2">
          {(p) => (
            <StylePicker
              {...p}
              value={values.styleId}
              selectedName={values.styleLabel}
              onChange={(id, style) => {
                setValues((v) => ({
                  ...v,
                  styleId: id,
                  styleLabel: style ? styleLabel(style) : '',
                  designerId: style?.designer.id ?? '',
                  chartId: '',
                }));
              }}
              placeholder={t.chooseStyle}
              texts={{ loading: t.stylesLoading, none: t.stylesNone, narrow: t.stylesNarrow }}
            />
          )}
        </Field>
        {values.designerId && (
          <Field
            label={t.chart}
            optional
            hint={!charts.isLoading && charts.items.length === 0 ? t.noChartYet : t.chartHint}
            className="sm:col-span-2"
          >
            {(p) => (
              <Select
                {...p}
                value={values.chartId || NONE}
                onValueChange={(v) => set('chartId', v === NONE ? '' : v)}
                options={chartOptions}
              />
            )}
          </Field>
        )}
        <RentalDaysFields form={form} />
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium">{t.partyMembers}</legend>
          {!ask && <p className="text-sm text-muted-foreground">{t.pickStyleAndDates}</p>}
          {ask && !party && <p className="text-sm text-muted-foreground">{t.partyLoading}</p>}
          {party && members.length === 0 && <p className="text-sm text-muted-foreground">{t.noMembers}</p>}
          {party && members.length > 0 && (
            <ul className="space-y-2">
              {members.map((m) => (
                <MemberPiece
                  key={m.memberId}
                  member={m}
                  party={party}
                  values={values}
                  error={errorOfMember(m.client.id)}
                  onPiece={(id) => {
                    set('pieces', { ...values.pieces, [m.client.id]: id });
                    for (const path of Object.keys(errors)) if (fieldOf(path) === `piece-${m.client.id}`) form.clear(path);
                  }}
                />
              ))}
            </ul>
          )}
          {errors.lines && <FieldError>{errors.lines}</FieldError>}
        </fieldset>
        <Field label={t.payer} error={errors.payerId} className="sm:col-span-2">
          {(p) => <Select {...p} value={values.payer} onValueChange={(v) => set('payer', v)} options={payers} />}
        </Field>
        <LateFeeFields form={form} />
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={2} />}
        </Field>
      </form>
    </FormDialog>
  );
}
