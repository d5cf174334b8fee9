import {
  dollarsToCents,
  itemAmountCents,
  createTicketBodySchema,
  type CreateTicketBody,
  type GarmentType,
  type PaymentMethod,
  type Service,
  type TicketLineBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';
import { moneyRule, readTyped, typedValue, WHOLE_RULE } from '@/lib/typed-number';

/** One line of a garment as typed: a service of the price list, or a free line with its own price. */
export type LineValues = { key: string; serviceId: string; quantity: string; description: string; price: string; free: boolean };
export type GarmentValues = { key: string; description: string; garmentType: GarmentType | ''; notes: string; lines: LineValues[] };

/** The counter's form (decision 155): the client found or new, the garments, the day promised, a deposit. */
export type TicketFormValues = {
  newClient: boolean;
  clientId: string;
  clientName: string;
  clientPhone: string;
  garments: GarmentValues[];
  pickupDate: string;
  notes: string;
  deposit: string;
  depositMethod: PaymentMethod;
};

/** The refusals the form words itself, in the user's language. */
export type TicketFormTexts = TypedIn & { writePrice: string; writeQuantity: string; writeDeposit: string; chooseClient: string };

let seq = 0;
const key = () => `k${++seq}`;

export const emptyLine = (free = false): LineValues => ({ key: key(), serviceId: '', quantity: '1', description: '', price: '', free });
export const emptyGarment = (): GarmentValues => ({ key: key(), description: '', garmentType: '', notes: '', lines: [emptyLine()] });

export const emptyTicketForm = (): TicketFormValues => ({
  newClient: false,
  clientId: '',
  clientName: '',
  clientPhone: '',
  garments: [emptyGarment()],
  pickupDate: '',
  notes: '',
  deposit: '',
  depositMethod: 'cash',
});

/** The language and currency the counter types its numbers in (decision 178). */
export type TypedIn = { language: string; currency: string };

/** A typed amount read by the one reader: undefined when empty, NaN when it is refused. */
export function readMoney(text: string, typedIn: TypedIn): number | undefined {
  const read = readTyped(text, moneyRule(typedIn.currency), typedIn.language);
  return read.error ? Number.NaN : (read.value ?? undefined);
}

const readQuantity = (text: string, language: string): number => typedValue(text, { ...WHOLE_RULE, min: 1 }, language);

type Catalogue = ReadonlyMap<string, Pick<Service, 'price' | 'minutes'>>;

/** One line's amount in cents and its standard minutes; null cents while its price is unknown or mistyped. */
function lineFigures(line: LineValues, services: Catalogue, typedIn: TypedIn): { cents: number | null; minutes: number } {
  const quantity = readQuantity(line.quantity, typedIn.language);
  const q = Number.isFinite(quantity) ? quantity : 1;
  if (line.free) {
    const price = readMoney(line.price, typedIn);
    return { cents: price === undefined || Number.isNaN(price) ? null : itemAmountCents(q * 100, dollarsToCents(price)), minutes: 0 };
  }
  const service = services.get(line.serviceId);
  if (!service) return { cents: 0, minutes: 0 };
  return { cents: service.price === null ? null : itemAmountCents(q * 100, dollarsToCents(service.price)), minutes: service.minutes * q };
}

/**
 * What the form shows as it is filled (the server's total is the truth, decision 155): Σ the lines'
 * amounts, null while one price is unknown (a role that sees none) or mistyped; Σ the standard
 * minutes, which ask for the pick-up day.
 */
export function previewOf(
  garments: readonly GarmentValues[],
  services: Catalogue,
  typedIn: TypedIn,
): { total: number | null; minutes: number } {
  let cents: number | null = 0;
  let minutes = 0;
  for (const line of garments.flatMap((g) => g.lines)) {
    const figures = lineFigures(line, services, typedIn);
    cents = cents === null || figures.cents === null ? null : cents + figures.cents;
    minutes += figures.minutes;
  }
  return { total: cents === null ? null : cents / 100, minutes };
}

/** The line's body: an empty service row is left out; quantity 1 is the server's default. */
function lineBody(line: LineValues, path: string, own: Record<string, string>, t: TicketFormTexts): TicketLineBody | null {
  const quantity = readQuantity(line.quantity, t.language);
  if (Number.isNaN(quantity)) own[`${path}.quantity`] = t.writeQuantity;
  const q = Number.isNaN(quantity) || quantity === 1 ? {} : { quantity };
  if (!line.free) return line.serviceId ? { serviceId: line.serviceId, ...q } : null;
  const price = readMoney(line.price, t);
  if (price === undefined || Number.isNaN(price)) own[`${path}.price`] = t.writePrice;
  return { description: line.description.trim(), price: price ?? Number.NaN, ...q };
}

function garmentsBody(values: TicketFormValues, own: Record<string, string>, t: TicketFormTexts) {
  return values.garments.map((g, gi) => ({
    description: g.description.trim(),
    ...(g.garmentType ? { garmentType: g.garmentType } : {}),
    ...(g.notes.trim() ? { notes: g.notes.trim() } : {}),
    lines: g.lines.flatMap((l, li) => lineBody(l, `garments.${gi}.lines.${li}`, own, t) ?? []),
  }));
}

/**
 * POST body: the client chosen or the new one's name and phone; the deposit only when typed and
 * allowed. The form's own refusals (how to write a price) come first, then the shared schema's.
 */
export function toCreateTicketBody(values: TicketFormValues, t: TicketFormTexts, withDeposit: boolean): Validated<CreateTicketBody> {
  const own: Record<string, string> = {};
  const phone = values.clientPhone.trim();
  const client = values.newClient
    ? { client: { name: values.clientName.trim(), ...(phone ? { phone } : {}) } }
    : { clientId: values.clientId || undefined };
  // The schema's either-or check runs only on an otherwise valid body: the form says it at once.
  if (!values.newClient && !values.clientId) own.clientId = t.chooseClient;
  const deposit = withDeposit ? readMoney(values.deposit, t) : undefined;
  if (deposit !== undefined && Number.isNaN(deposit)) own['deposit.amount'] = t.writeDeposit;
  const body: CreateTicketBody = {
    ...client,
    pickupDate: values.pickupDate,
    garments: garmentsBody(values, own, t),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    ...(deposit !== undefined && deposit > 0 ? { deposit: { amount: deposit, method: values.depositMethod } } : {}),
  };
  const result = validateBody(createTicketBodySchema, body);
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}
