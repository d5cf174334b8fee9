import type { RefusalKey } from './refusals/index.js';
import { said, type Said } from './said.js';

/**
 * The 404 of a record by the English noun its route or service declares ('Client' gives 'Client not
 * found'), said by key in the reader's language (decision 200): one table rather than a key in every
 * route. A noun not in the table stays English.
 */
const RECORD_NOT_FOUND: Readonly<Record<string, RefusalKey>> = {
  'Appointment type': 'record.appointmentTypeNotFound',
  Client: 'record.clientNotFound',
  Contract: 'record.contractNotFound',
  'Contract template': 'record.contractTemplateNotFound',
  Correction: 'record.correctionNotFound',
  Designer: 'record.designerNotFound',
  'Designer style': 'record.designerStyleNotFound',
  'Cutting layout': 'record.cuttingLayoutNotFound',
  Event: 'record.eventNotFound',
  Fitting: 'record.fittingNotFound',
  'Garment template': 'record.garmentTemplateNotFound',
  Group: 'record.groupNotFound',
  Invitation: 'record.invitationNotFound',
  Invoice: 'record.invoiceNotFound',
  Material: 'record.materialNotFound',
  Measurement: 'record.measurementNotFound',
  'Measurement request': 'record.measurementRequestNotFound',
  Member: 'record.memberNotFound',
  Pattern: 'record.patternNotFound',
  'Pay ledger line': 'record.payLedgerLineNotFound',
  Photo: 'record.photoNotFound',
  Piece: 'record.pieceNotFound',
  'Piece rate': 'record.pieceRateNotFound',
  Project: 'record.projectNotFound',
  'Purchase order': 'record.purchaseOrderNotFound',
  Quote: 'record.quoteNotFound',
  Receipt: 'record.receiptNotFound',
  Rental: 'record.rentalNotFound',
  Service: 'record.serviceNotFound',
  Session: 'record.sessionNotFound',
  'Size chart': 'record.sizeChartNotFound',
  'Special order': 'record.specialOrderNotFound',
  'Stock movement': 'record.stockMovementNotFound',
  Supplier: 'record.supplierNotFound',
  'Tax rate': 'record.taxRateNotFound',
  Ticket: 'record.ticketNotFound',
};

/** The record's 404 by key when its noun has one, else the English noun as before. */
export function recordNotFound(what: string): string | Said {
  const key = RECORD_NOT_FOUND[what];
  return key ? said(key) : what;
}
