import {
  createDesignerStyleBodySchema,
  numberFieldText,
  updateDesignerStyleBodySchema,
  type CreateDesignerStyleBody,
  type DesignerStyle,
  type UpdateDesignerStyleBody,
} from '@atelier/shared';
import { moneyRule, readTyped } from '@/lib/typed-number';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';

/** The add/edit form as typed: prices stay text until saved, colours and sizes one line of text each (decision 212). */
export type DesignerStyleFormValues = {
  designerId: string;
  styleNumber: string;
  name: string;
  fabric: string;
  colours: string;
  sizes: string;
  cost: string;
  retail: string;
  note: string;
};

/** The language and currency the prices are typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

export const emptyDesignerStyleForm: DesignerStyleFormValues = {
  designerId: '',
  styleNumber: '',
  name: '',
  fabric: '',
  colours: '',
  sizes: '',
  cost: '',
  retail: '',
  note: '',
};

/** Listed as the form reads them back: a comma and a space, or a semicolon, between two. */
const LIST_SEPARATOR = ', ';
const money = (amount: number | null, language: string) => (amount === null ? '' : numberFieldText(amount, language, 2, 2));

export function designerStyleToForm(s: DesignerStyle, language: string): DesignerStyleFormValues {
  return {
    designerId: s.designer.id,
    styleNumber: s.styleNumber,
    name: s.name,
    fabric: s.fabric,
    colours: s.colours.join(LIST_SEPARATOR),
    sizes: s.sizes.join(LIST_SEPARATOR),
    cost: money(s.cost, language),
    retail: money(s.retail, language),
    note: s.note,
  };
}

/**
 * A list typed on one line: split at a semicolon or a bar, or at a comma followed by a space, so a
 * French shoe size '38,5' stays one size while '2, 4, 6' and a price list's '2|4|6' are three.
 * Blank items are dropped.
 */
export function readList(typed: string): string[] {
  return typed
    .split(/[;|]|,\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A style's own fields as typed: the form's, and a row of an imported line (decision 213). */
export type StyleTexts = Omit<DesignerStyleFormValues, 'designerId'>;

/**
 * A style's fields read as the form reads them, without its designer: prices in the studio's
 * language and currency, lists split by `readList`; a price it cannot read is refused on its field.
 * A price staff cannot see is not sent, so it is left as it is.
 */
export function readStyleFields(v: StyleTexts, typedIn: TypedIn, withCost = true) {
  const errors: Record<string, string> = {};
  const price = (field: 'cost' | 'retail') => {
    const read = readTyped(v[field], moneyRule(typedIn.currency), typedIn.language);
    if (read.error) errors[field] = read.error;
    return read.value;
  };
  const body = {
    styleNumber: v.styleNumber.trim(),
    name: v.name.trim(),
    fabric: v.fabric.trim() || null,
    colours: readList(v.colours),
    sizes: readList(v.sizes),
    retail: price('retail'),
    note: v.note.trim() || null,
    ...(withCost ? { cost: price('cost') } : {}),
  };
  return { body, errors };
}

/** The body both saves send. */
function bodyOf(v: DesignerStyleFormValues, typedIn: TypedIn, withCost: boolean) {
  const { body, errors } = readStyleFields(v, typedIn, withCost);
  return { body: { designerId: v.designerId, ...body }, errors };
}

export function toCreateDesignerStyleBody(v: DesignerStyleFormValues, typedIn: TypedIn): Validated<CreateDesignerStyleBody> {
  const { body, errors } = bodyOf(v, typedIn, true);
  return withOwnRefusals(validateBody(createDesignerStyleBodySchema, body), errors);
}

export function toUpdateDesignerStyleBody(
  v: DesignerStyleFormValues,
  typedIn: TypedIn,
  withCost: boolean,
): Validated<UpdateDesignerStyleBody> {
  const { body, errors } = bodyOf(v, typedIn, withCost);
  return withOwnRefusals(validateBody(updateDesignerStyleBodySchema, body), errors);
}
