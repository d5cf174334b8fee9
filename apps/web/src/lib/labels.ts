import {
  CLIENT_STATUS_LABELS,
  CONTRACT_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  SPECIAL_ORDER_STATE_LABELS,
  RENTAL_PERIOD_LABELS,
  RENTAL_STATE_LABELS,
  RETURN_CONDITION_LABELS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  GARMENT_LABELS,
  PROJECT_PRIORITY_LABELS,
  PROJECT_STATUS_LABELS,
  PURCHASE_ORDER_STATUS_LABELS,
  PROJECT_TYPES,
  PATTERN_FABRIC_TYPES,
  PATTERN_GARMENT_TYPES,
  PATTERN_SIZE_RANGES,
  PATTERN_STYLES,
  STAGE_STATUS_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_CHANNEL_LABELS,
  type MessageChannel,
  type MessageKind,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternSizeRange,
  type PatternStyle,
  type ClientStatus,
  type ContractStatus,
  type QuoteStatus,
  type SpecialOrderState,
  type RentalPeriod,
  type RentalState,
  type ReturnCondition,
  type GarmentType,
  type InvoiceStatus,
  type PaymentMethod,
  type ProjectPriority,
  type ProjectStatus,
  type PurchaseOrderStatus,
  type StageStatus,
} from '@atelier/shared';
import { useMemo } from 'react';
import { i18n, useMessages } from './i18n/i18n';
import type { Unit } from './units';

/**
 * The shared enums' labels in the user's language (decision 021). The English base is built from the
 * labels in packages/shared, so it stays exactly their words; other languages map each
 * enum value (`clientStatus.active`, `garment.dress`) in locales/<language>/labels.json.
 * Measurement and built-in stage names (`measurement.Bust`, `stage.Cutting`) are not in a JSON
 * file: the catalog's loader adds them from the shared names the pattern PDFs and the calendar read
 * too (decisions 137 and 202). Values sent to the server never change.
 */
function entries(prefix: string, labels: Record<string, string>): [string, string][] {
  return Object.entries(labels).map(([value, label]) => [`${prefix}.${value}`, label]);
}

/** Pattern enums are their own English words. */
const same = (values: readonly string[]) => Object.fromEntries(values.map((v) => [v, v]));

const base: Record<string, string> = Object.fromEntries([
  ...entries('clientStatus', CLIENT_STATUS_LABELS),
  ...entries('projectStatus', PROJECT_STATUS_LABELS),
  ...entries('projectPriority', PROJECT_PRIORITY_LABELS),
  ...entries('projectType', Object.fromEntries(PROJECT_TYPES.map((t) => [t, t]))),
  ...entries('garment', GARMENT_LABELS),
  ...entries('invoiceStatus', INVOICE_STATUS_LABELS),
  ...entries('paymentMethod', PAYMENT_METHOD_LABELS),
  // A purchase order's statuses (decision 145).
  ...entries('purchaseOrderStatus', PURCHASE_ORDER_STATUS_LABELS),
  ...entries('stageStatus', STAGE_STATUS_LABELS),
  // A contract's and a quote's statuses, as the activity says them ('Contract … marked Signed').
  ...entries('contractStatus', CONTRACT_STATUS_LABELS),
  ...entries('quoteStatus', QUOTE_STATUS_LABELS),
  // A special order's states (decision 216).
  ...entries('specialOrderState', SPECIAL_ORDER_STATE_LABELS),
  // A rental's states and a piece's rental periods (decision 222).
  ...entries('rentalState', RENTAL_STATE_LABELS),
  ...entries('rentalPeriod', RENTAL_PERIOD_LABELS),
  ...entries('returnCondition', RETURN_CONDITION_LABELS),
  ...entries('patternGarment', same(PATTERN_GARMENT_TYPES)),
  ...entries('patternStyle', same(PATTERN_STYLES)),
  ...entries('patternSize', same(PATTERN_SIZE_RANGES)),
  ...entries('patternFabric', same(PATTERN_FABRIC_TYPES)),
  // Messages to clients (decision 083).
  ...entries('messageKind', MESSAGE_KIND_LABELS),
  ...entries('messageChannel', MESSAGE_CHANNEL_LABELS),
  // Units: the short form after a number, the word in headings.
  ['unit.inches', 'in'],
  ['unit.cm', 'cm'],
  ['unitName.inches', 'inches'],
  ['unitName.cm', 'centimetres'],
]);

export const labelMessages = i18n('labels', base);

export type Labels = {
  clientStatus: (status: ClientStatus) => string;
  projectStatus: (status: ProjectStatus) => string;
  projectPriority: (priority: ProjectPriority) => string;
  /** Project types are stored as their English names; unknown ones are shown as stored. */
  projectType: (type: string) => string;
  garment: (garment: GarmentType) => string;
  invoiceStatus: (status: InvoiceStatus) => string;
  paymentMethod: (method: PaymentMethod) => string;
  purchaseOrderStatus: (status: PurchaseOrderStatus) => string;
  /** Standard names translated; a custom name is the tailor's own text and is shown as typed. */
  measurement: (name: string) => string;
  stageStatus: (status: StageStatus) => string;
  contractStatus: (status: ContractStatus) => string;
  quoteStatus: (status: QuoteStatus) => string;
  specialOrderState: (state: SpecialOrderState) => string;
  rentalState: (state: RentalState) => string;
  rentalPeriod: (period: RentalPeriod) => string;
  returnCondition: (condition: ReturnCondition) => string;
  /** A built-in stage name translated ('Cutting'); the studio's own names are shown as typed. */
  stage: (name: string) => string;
  unit: (unit: Unit) => string;
  unitName: (unit: Unit) => string;
  patternGarment: (value: PatternGarmentType) => string;
  patternStyle: (value: PatternStyle) => string;
  patternSize: (value: PatternSizeRange) => string;
  patternFabric: (value: PatternFabricType) => string;
  messageKind: (kind: MessageKind) => string;
  messageChannel: (channel: MessageChannel) => string;
};

export function labelsFrom(t: Record<string, string>): Labels {
  const get = (key: string, fallback: string) => t[key] ?? fallback;
  return {
    clientStatus: (s) => get(`clientStatus.${s}`, s),
    projectStatus: (s) => get(`projectStatus.${s}`, s),
    projectPriority: (p) => get(`projectPriority.${p}`, p),
    projectType: (type) => get(`projectType.${type}`, type),
    garment: (g) => get(`garment.${g}`, g),
    invoiceStatus: (s) => get(`invoiceStatus.${s}`, s),
    paymentMethod: (m) => get(`paymentMethod.${m}`, m),
    purchaseOrderStatus: (s) => get(`purchaseOrderStatus.${s}`, s),
    measurement: (name) => get(`measurement.${name}`, name),
    stageStatus: (s) => get(`stageStatus.${s}`, s),
    contractStatus: (s) => get(`contractStatus.${s}`, s),
    quoteStatus: (s) => get(`quoteStatus.${s}`, s),
    specialOrderState: (s) => get(`specialOrderState.${s}`, s),
    rentalState: (s) => get(`rentalState.${s}`, s),
    rentalPeriod: (p) => get(`rentalPeriod.${p}`, p),
    returnCondition: (c) => get(`returnCondition.${c}`, c),
    stage: (name) => get(`stage.${name}`, name),
    unit: (u) => get(`unit.${u}`, u),
    unitName: (u) => get(`unitName.${u}`, u),
    patternGarment: (v) => get(`patternGarment.${v}`, v),
    patternStyle: (v) => get(`patternStyle.${v}`, v),
    patternSize: (v) => get(`patternSize.${v}`, v),
    patternFabric: (v) => get(`patternFabric.${v}`, v),
    messageKind: (k) => get(`messageKind.${k}`, k),
    messageChannel: (c) => get(`messageChannel.${c}`, c),
  };
}

/** The labels in the current language; re-renders when the language changes. */
export function useLabels(): Labels {
  const t = useMessages(labelMessages);
  return useMemo(() => labelsFrom(t), [t]);
}
