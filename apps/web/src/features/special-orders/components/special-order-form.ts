import {
  createSpecialOrderBodySchema,
  numberFieldText,
  updateSpecialOrderBodySchema,
  type CreateSpecialOrderBody,
  type SpecialOrder,
  type UpdateSpecialOrderBody,
} from '@atelier/shared';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The form as typed (decision 216): money stays text until saved, read as the studio writes it ('1 445,05'). */
export type SpecialOrderFormValues = {
  clientId: string;
  clientName: string;
  styleId: string;
  styleLabel: string;
  /** The style's designer, whose charts the form offers. */
  designerId: string;
  colour: string;
  sizeChartId: string;
  size: string;
  extras: string;
  price: string;
  deposit: string;
  weddingDate: string;
  designerConfirmation: string;
  promisedShipDate: string;
  note: string;
};

/** The language and currency the money is typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

export const emptySpecialOrderForm: SpecialOrderFormValues = {
  clientId: '',
  clientName: '',
  styleId: '',
  styleLabel: '',
  designerId: '',
  colour: '',
  sizeChartId: '',
  size: '',
  extras: '',
  price: '',
  deposit: '',
  weddingDate: '',
  designerConfirmation: '',
  promisedShipDate: '',
  note: '',
};

const money = (amount: number, language: string) => numberFieldText(amount, language, 2, 2);

export function specialOrderToForm(o: SpecialOrder, styleLabel: string, language: string): SpecialOrderFormValues {
  return {
    clientId: o.client.id,
    clientName: o.client.name,
    styleId: o.style.id,
    styleLabel,
    designerId: o.style.designer.id,
    colour: o.colour,
    sizeChartId: o.sizeProposal?.chartId ?? '',
    size: o.size,
    extras: o.extras,
    price: money(o.price, language),
    deposit: money(o.deposit, language),
    weddingDate: o.weddingDate,
    designerConfirmation: o.designerConfirmation,
    promisedShipDate: o.promisedShipDate ?? '',
    note: o.note,
  };
}

/** The fields both saves send, the money read by the one reader; a refused amount stays on its field. */
function fieldsOf(v: SpecialOrderFormValues, typedIn: TypedIn) {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const fields = {
    styleId: v.styleId,
    colour: v.colour.trim(),
    size: v.size.trim(),
    sizeChartId: v.sizeChartId || null,
    extras: v.extras.trim() || null,
    price: numbers.read('price', v.price, rule),
    deposit: numbers.read('deposit', v.deposit, rule),
    weddingDate: v.weddingDate,
    note: v.note.trim() || null,
  };
  return { fields, refuse: numbers.refuse };
}

export function toCreateSpecialOrderBody(v: SpecialOrderFormValues, typedIn: TypedIn): Validated<CreateSpecialOrderBody> {
  const { fields, refuse } = fieldsOf(v, typedIn);
  return refuse(validateBody(createSpecialOrderBodySchema, { ...fields, clientId: v.clientId }));
}

/** An edit also sends the designer's confirmation and its promised ship date; a style no longer in the catalogue is not sent. */
export function toUpdateSpecialOrderBody(v: SpecialOrderFormValues, typedIn: TypedIn): Validated<UpdateSpecialOrderBody> {
  const { fields, refuse } = fieldsOf(v, typedIn);
  const { styleId, ...rest } = fields;
  const body = {
    ...rest,
    ...(styleId ? { styleId } : {}),
    designerConfirmation: v.designerConfirmation.trim() || null,
    promisedShipDate: v.promisedShipDate || null,
  };
  return refuse(validateBody(updateSpecialOrderBodySchema, body));
}
