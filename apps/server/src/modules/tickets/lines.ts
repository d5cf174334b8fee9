import {
  DEFAULT_WORKFLOW,
  dollarsToCents,
  type Language,
  type ProjectType,
  type ticketGarmentBodySchema,
  type ticketLineBodySchema,
} from '@atelier/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { services, type TicketLineRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError, missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { itemAmountCents, type ComputedItem } from '../invoices/totals.js';

/*
 * A ticket's lines as taken in (decision 151): a service's name, price, minutes and stage copied
 * at intake, so a service repriced or deleted later never changes a ticket; a free line as typed.
 */

export type GarmentInput = z.output<typeof ticketGarmentBodySchema>;
type LineInput = z.output<typeof ticketLineBodySchema>;
export type PlannedLine = Pick<
  TicketLineRow,
  'serviceId' | 'description' | 'quantity' | 'minutes' | 'stage' | 'priceCents' | 'amountCents'
>;
export type PlannedGarment = Omit<GarmentInput, 'lines'> & { lines: PlannedLine[] };

/** The project type a garment's project is filed under; a garment of no listed type is filed as a shirt, the lightest work. */
const PROJECT_TYPE_OF: Record<string, ProjectType> = {
  dress: 'Evening Dress',
  suit: 'Suit',
  shirt: 'Shirt',
  pants: 'Pants',
  skirt: 'Skirt',
  blouse: 'Blouse',
  jacket: 'Jacket',
};
export const projectTypeOf = (garmentType: string | null | undefined): ProjectType => PROJECT_TYPE_OF[garmentType ?? ''] ?? 'Shirt';

/** The stage of a line whose service names none, in the studio's language (stage names are data, decision 150). */
const ALTERATION_STAGE: Record<Language, string> = {
  en: 'Alteration',
  fr: 'Retouche',
  es: 'Arreglo',
  pt: 'Ajuste',
  de: 'Änderung',
  it: 'Modifica',
};
export const lineStage = (stage: string | null, language: Language) => stage || ALTERATION_STAGE[language];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isService = (line: LineInput): line is Extract<LineInput, { serviceId: string }> => 'serviceId' in line;

/** quantity × price in integer cents, the invoice's own arithmetic. */
export const lineAmountCents = (priceCents: number, quantity: number) => itemAmountCents(quantity * 100, priceCents);

/**
 * The garments' lines with their copies made. A service line of a kept garment that already had
 * the service keeps its copy (`kept`); a new one copies the price list as it is now. A service not
 * of the studio is 404 on its field; one no longer offered is 422.
 */
export async function planGarments(
  db: Db,
  actor: Actor,
  garments: readonly GarmentInput[],
  kept: ReadonlyMap<string, readonly TicketLineRow[]> = new Map(),
): Promise<PlannedGarment[]> {
  const ids = garments.flatMap((g) => g.lines.filter(isService).map((l) => l.serviceId));
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  const rows =
    valid.length === 0
      ? []
      : await db
          .select()
          .from(services)
          .where(and(eq(services.workspaceId, actor.workspaceId), inArray(services.id, valid)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return garments.map((garment, g) => ({
    ...garment,
    lines: garment.lines.map((line, l): PlannedLine => {
      const quantity = line.quantity ?? 1;
      if (!isService(line)) {
        const priceCents = dollarsToCents(line.price);
        const minutes = line.minutes ?? 0;
        return {
          serviceId: null,
          description: line.description,
          quantity,
          minutes,
          stage: null,
          priceCents,
          amountCents: lineAmountCents(priceCents, quantity),
        };
      }
      const field = `garments.${g}.lines.${l}.serviceId`;
      const copy = (garment.id ? kept.get(garment.id) : undefined)?.find((k) => k.serviceId === line.serviceId);
      if (copy) return { ...copy, quantity, amountCents: lineAmountCents(copy.priceCents, quantity) };
      const service = byId.get(line.serviceId);
      if (!service) throw missingReference(field, said('tickets.serviceNotFound'));
      if (!service.active) throw fieldError(field, said('tickets.serviceRetired', { service: service.name }));
      return {
        serviceId: service.id,
        description: service.name,
        quantity,
        minutes: service.minutes,
        stage: service.stage || null,
        priceCents: service.priceCents,
        amountCents: lineAmountCents(service.priceCents, quantity),
      };
    }),
  }));
}

/**
 * A garment's stages: the distinct stages of its lines in the order of the workflow (the type's,
 * then the default one); a stage no workflow names goes before finishing, else at the end.
 */
export function garmentStages(lines: readonly Pick<PlannedLine, 'stage'>[], workflow: readonly string[], language: Language): string[] {
  const order = [...workflow, ...DEFAULT_WORKFLOW].map((n) => n.toLowerCase());
  const finishing = order.indexOf('finishing');
  const rank = (name: string) => {
    const at = order.indexOf(name.toLowerCase());
    if (at >= 0) return at;
    return finishing >= 0 ? finishing - 0.5 : order.length;
  };
  const names: string[] = [];
  for (const line of lines) {
    const name = lineStage(line.stage, language);
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names
    .map((name, i) => ({ name, i }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.i - b.i)
    .map((x) => x.name);
}

/** The invoice's items: one per line, named by the garment's code ("A-0427-2 · Hem trousers"). */
export function invoiceItemsOf(garments: readonly { code: string; lines: readonly PlannedLine[] }[]): ComputedItem[] {
  return garments.flatMap((g) =>
    g.lines.map((line) => ({
      description: `${g.code} · ${line.description}`,
      quantityHundredths: line.quantity * 100,
      rateCents: line.priceCents,
      amountCents: line.amountCents,
    })),
  );
}

/** Σ minutes × quantity: the standard minutes a ticket promises. */
export const minutesOf = (lines: readonly Pick<PlannedLine, 'minutes' | 'quantity'>[]) =>
  lines.reduce((sum, l) => sum + l.minutes * l.quantity, 0);
