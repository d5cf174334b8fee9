import {
  exportedUnit,
  type CalendarEvent,
  type Client,
  type GarmentTemplate,
  type Invoice,
  type Measurement,
  type Pattern,
} from '@atelier/shared';
import type { CsvColumn } from '../../lib/csv.js';
import type { ProjectWithClient } from '../projects/service.js';

/** Exact decimal text of integer cents (1234 → "12.34"), with no float rounding on the way. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * The columns of each CSV of the export (decision 026), in the order a spreadsheet shows them:
 * each header beside the cell it reads (decision 109).
 */
export const CLIENT_COLUMNS: readonly CsvColumn<Client>[] = [
  ['id', (c) => c.id],
  ['name', (c) => c.name],
  ['email', (c) => c.email],
  ['phone', (c) => c.phone],
  ['address', (c) => c.address],
  ['notes', (c) => c.notes],
  ['status', (c) => c.status],
  ['openProjects', (c) => c.projects],
  ['lastOrderDate', (c) => c.lastOrderDate],
  ['createdAt', (c) => c.createdAt],
  ['updatedAt', (c) => c.updatedAt],
  ['preferredChannel', (c) => c.preferredChannel],
  // A business client's identifiers (decision 162), after the older columns so a sheet reading them by place still reads.
  ['companyNumber', (c) => c.companyNumber],
  ['vatNumber', (c) => c.vatNumber],
  ['country', (c) => c.country],
];

/** One measured value of a record: a record of 12 values is 12 rows sharing its recordId. */
export type MeasuredValue = { record: Measurement & { clientName: string }; value: Measurement['measurements'][number] };

export const MEASUREMENT_COLUMNS: readonly CsvColumn<MeasuredValue>[] = [
  ['recordId', ({ record }) => record.id],
  ['clientId', ({ record }) => record.clientId],
  ['client', ({ record }) => record.clientName],
  ['garmentType', ({ record }) => record.garmentType],
  /** The built-in label or the garment template's name when taken (decision 078). */
  ['garment', ({ record }) => record.garmentName],
  ['name', ({ value }) => value.name],
  /** The exact number as stored (27.25), and its unit: '°' for an angle whatever the record says (decision 124). */
  ['size', ({ value }) => value.size],
  ['unit', ({ value }) => exportedUnit(value)],
  ['notes', ({ record }) => record.notes],
  ['createdAt', ({ record }) => record.createdAt],
  ['updatedAt', ({ record }) => record.updatedAt],
];

export const PROJECT_COLUMNS: readonly CsvColumn<ProjectWithClient>[] = [
  ['id', (p) => p.id],
  ['name', (p) => p.name],
  ['clientId', (p) => p.clientId],
  ['client', (p) => p.client.name],
  ['type', (p) => p.type],
  ['status', (p) => p.status],
  ['priority', (p) => p.priority],
  ['progress', (p) => p.progress],
  ['dueDate', (p) => p.dueDate?.toISOString()],
  ['budget', (p) => (p.budgetCents === null ? null : centsToDecimal(p.budgetCents))],
  ['description', (p) => p.description],
  ['assigneeId', (p) => p.assigneeId],
  ['createdAt', (p) => p.createdAt.toISOString()],
  ['updatedAt', (p) => p.updatedAt.toISOString()],
];

/** One row per invoice; amounts in the invoice's own currency. */
export const INVOICE_COLUMNS: readonly CsvColumn<Invoice>[] = [
  ['id', (i) => i.id],
  ['invoiceNumber', (i) => i.invoiceNumber],
  ['clientId', (i) => i.clientId.id],
  ['client', (i) => i.clientId.name],
  ['project', (i) => i.projectId?.name ?? ''],
  ['status', (i) => i.status],
  ['currency', (i) => i.currency],
  ['dueDate', (i) => i.dueDate.slice(0, 10)],
  ['subtotal', (i) => i.subtotal.toFixed(2)],
  ['discount', (i) => i.discount.toFixed(2)],
  ['tax', (i) => i.tax.toFixed(2)],
  ['total', (i) => i.amount.toFixed(2)],
  ['paid', (i) => i.amountPaid.toFixed(2)],
  ['balance', (i) => i.balanceDue.toFixed(2)],
  ['sentAt', (i) => i.sentAt],
  ['createdAt', (i) => i.createdAt],
];

/** One row per calendar event; times in UTC. */
export const EVENT_COLUMNS: readonly CsvColumn<CalendarEvent>[] = [
  ['id', (e) => e.id],
  ['title', (e) => e.title],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['clientId', (e) => e.clientId?.id ?? ''],
  ['client', (e) => e.clientName],
  ['startTime', (e) => e.startTime],
  ['endTime', (e) => e.endTime],
  ['location', (e) => e.location],
  ['description', (e) => e.description],
  ['remindClient', (e) => yesNo(e.remindClient)],
  ['assigneeId', (e) => e.assigneeId],
  /** The client's answer from the portal and their note (decision 082). */
  ['clientResponse', (e) => e.clientResponse],
  ['clientResponseNote', (e) => e.clientResponseNote],
  ['createdAt', (e) => e.createdAt],
];

/** One row per pattern; `image` names its file in the ZIP's patterns/ folder. */
export const PATTERN_COLUMNS: readonly CsvColumn<Pattern & { image: string }>[] = [
  ['id', (p) => p.id],
  ['name', (p) => p.name],
  ['garmentType', (p) => p.garmentType],
  ['style', (p) => p.style],
  ['sizeRange', (p) => p.sizeRange],
  ['fabricType', (p) => p.fabricType],
  ['occasion', (p) => p.occasion],
  ['description', (p) => p.description],
  ['isPublic', (p) => yesNo(p.isPublic)],
  ['isAiGenerated', (p) => yesNo(p.isAiGenerated)],
  ['image', (p) => p.image],
  ['createdAt', (p) => p.createdAt],
];

/** One measurement of a garment template, `position` from 1; a template with none is one row without it. */
export type TemplateLine = { template: GarmentTemplate; position?: number; measurement?: GarmentTemplate['measurements'][number] };

/** One row per measurement of each garment template, in the template's order. */
export const TEMPLATE_COLUMNS: readonly CsvColumn<TemplateLine>[] = [
  ['id', ({ template }) => template.id],
  ['name', ({ template }) => template.name],
  ['position', ({ position }) => position ?? ''],
  ['measurement', ({ measurement }) => measurement?.name ?? ''],
  ['hint', ({ measurement }) => measurement?.hint ?? ''],
  ['unit', ({ measurement }) => measurement?.unit ?? ''],
  ['createdAt', ({ template }) => template.createdAt],
  ['updatedAt', ({ template }) => template.updatedAt],
];
