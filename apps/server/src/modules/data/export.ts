import { EXPORT_FILES, readSettings } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import type { AppContext } from '../../context.js';
import { calendarEvents } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { presentUser } from '../auth/presenter.js';
import { studioOf } from '../workspaces/membership.js';
import { presentClient } from '../clients/presenter.js';
import { exportPhotos } from './export-photos.js';
import { exportMeasurementRequests } from './export-measurement-requests.js';
import { exportFittings } from './export-fittings.js';
import { exportPortal } from './export-portal.js';
import { exportBookings } from './export-bookings.js';
import { exportContracts } from './export-contracts.js';
import { exportCounter } from './export-counter.js';
import { exportQuotes } from './export-quotes.js';
import { exportCatalogue } from './export-catalogue.js';
import { exportRentals } from './export-rentals.js';
import { exportGroups } from './export-groups.js';
import { exportStock } from './export-stock.js';
import { clientService } from '../clients/service.js';
import { presentEvent } from '../calendar/presenter.js';
import { presentGarmentTemplate } from '../garment-templates/presenter.js';
import { templatesOf } from '../garment-templates/service.js';
import { loadEvents } from '../calendar/queries.js';
import { presentInvoice } from '../invoices/presenter.js';
import { todayIn } from '../invoices/queries.js';
import { invoiceService } from '../invoices/service.js';
import { presentMeasurement } from '../measurements/presenter.js';
import { presentPattern } from '../patterns/presenter.js';
import { patternService } from '../patterns/service.js';
import { measurementService } from '../measurements/service.js';
import { presentProject } from '../projects/presenter.js';
import { projectService } from '../projects/service.js';
import { csvOf } from '../../lib/csv.js';
import { collectAll } from '../../lib/pages.js';
import type { ZipEntry } from '../../lib/zip-stream.js';
import { studioWorkflows } from '../stages/workflows.js';
import { stagesCsv } from './export-stages.js';
import { exportMessageTemplates } from './export-messages.js';
import { exportClientHistory } from './export-conversation.js';
import {
  CLIENT_COLUMNS,
  MEASUREMENT_COLUMNS,
  PROJECT_COLUMNS,
  INVOICE_COLUMNS,
  EVENT_COLUMNS,
  PATTERN_COLUMNS,
  TEMPLATE_COLUMNS,
  type TemplateLine,
} from './export-columns.js';

/** A file name from a pattern's name, unique by its id. */
const imageFileName = (name: string, id: string) =>
  `${EXPORT_FILES.patternImages}${
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'pattern'
  }-${id.slice(0, 8)}.png`;

/**
 * Everything the account holds, as one ZIP (decision 026): a CSV per record type for
 * spreadsheets and one JSON file with all of it for programs. Records come through the same
 * services as the lists, so they are the actor's studio's and nothing else. Works on every plan.
 * The records are read first (they are small); the pattern images and the photos (decision 079)
 * are read one at a time while the ZIP streams to the client (lib/zip-stream.ts, decision 054).
 */
export async function buildExport(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<{ entries: ZipEntry[]; mtime: Date; filename: string }> {
  // The lists' own routes check these on their declarations (decision 193); the export is another door to them.
  for (const permission of ['clients.read', 'measurements.read', 'projects.read', 'invoices.read'] as const)
    requirePermission(actor, permission);
  const [clientRows, measurementRows, projectRows, invoiceRows] = await Promise.all([
    collectAll(clientService(ctx).list({ actor, filters: {} })),
    collectAll(measurementService(ctx).list({ actor, filters: {} })),
    collectAll(projectService(ctx).list({ actor, filters: {} })),
    collectAll(invoiceService(ctx).list({ actor, filters: {} })),
  ]);
  // Every event, whatever the plan: a downgraded studio's calendar is locked but still its own.
  requirePermission(actor, 'calendar.read');
  const events = (await loadEvents(ctx.db, eq(calendarEvents.workspaceId, actor.workspaceId))).map(presentEvent);
  const patternsOf = patternService(ctx);
  const patternRows = await collectAll(patternsOf.list({ actor }));
  const imageOf = new Map(patternRows.flatMap((p) => (p.imageFileId && p.imageHash ? [[p.id, imageFileName(p.name, p.id)] as const] : [])));
  const patterns = patternRows.map((p) => ({ ...presentPattern(p, actor.workspaceId), image: imageOf.get(p.id) ?? '' }));
  const photos = await exportPhotos(ctx, actor);
  const portal = await exportPortal(ctx, actor);
  const messageTemplates = await exportMessageTemplates(ctx, actor);
  const invoices = invoiceRows.map(presentInvoice);
  const clients = clientRows.map(presentClient);
  const clientNames = new Map(clients.map((c) => [c.id, c.name]));
  const measurements = measurementRows.map((m) => ({ ...presentMeasurement(m), clientName: clientNames.get(m.clientId) ?? '' }));
  const projects = projectRows.map(presentProject);
  // Every template, whatever the plan: a downgraded studio cannot use them but they are still its own (decision 078).
  requirePermission(actor, 'measurements.read');
  const templates = (await templatesOf(ctx.db, actor.workspaceId)).map(presentGarmentTemplate);
  const requests = await exportMeasurementRequests(ctx, actor, clientNames);
  const fittings = await exportFittings(ctx, actor);
  const history = await exportClientHistory(ctx, actor);
  const stock = await exportStock(ctx, actor);
  const counter = await exportCounter(ctx, actor);
  const signed = await exportContracts(ctx, actor);
  const quoted = await exportQuotes(ctx, actor);
  const groups = await exportGroups(ctx, actor);
  const catalogue = await exportCatalogue(ctx, actor);
  const rented = await exportRentals(ctx, actor);
  const booked = await exportBookings(ctx, actor);
  const settings = readSettings(actor.user.settings);
  const user = actor.user;
  // The profile without secrets: no password hash, authenticator secret or provider ids.
  const profile = {
    ...presentUser(user, await studioOf(ctx.db, user.id)),
    phone: user.phone ?? '',
    address: user.address ?? '',
    bio: user.bio ?? '',
    website: user.website ?? '',
    is2FAEnabled: user.twoFactorEnabled,
  };

  const clientsCsv = csvOf(CLIENT_COLUMNS, clients);
  const measurementsCsv = csvOf(
    MEASUREMENT_COLUMNS,
    measurements.flatMap((record) => record.measurements.map((value) => ({ record, value }))),
  );
  const projectsCsv = csvOf(PROJECT_COLUMNS, projectRows);
  const invoicesCsv = csvOf(INVOICE_COLUMNS, invoices);
  const eventsCsv = csvOf(EVENT_COLUMNS, events);
  const patternsCsv = csvOf(PATTERN_COLUMNS, patterns);
  const templatesCsv = csvOf(
    TEMPLATE_COLUMNS,
    templates.flatMap((template): TemplateLine[] => {
      const lines = template.measurements.map((measurement, i) => ({ template, position: i + 1, measurement }));
      return lines.length > 0 ? lines : [{ template }];
    }),
  );
  const json = {
    format: 'atelier-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile,
    settings,
    clients,
    measurements,
    // Each project carries its production stages; the studio's own workflows beside them (decision 077).
    projects,
    workflows: await studioWorkflows(ctx.db, actor.workspaceId),
    invoices,
    events,
    // The images are in the patterns/ folder; the API's image_urls mean nothing outside it.
    patterns: patterns.map(({ image_urls: _urls, ...p }) => p),
    photos: photos.json,
    garmentTemplates: templates,
    measurementRequests: requests.json,
    // Each fitting holds its corrections (decision 086).
    fittings: fittings.json,
    ...portal.json,
    // The studio's wording of its messages to clients (decision 083).
    messageTemplates: messageTemplates.json,
    // The conversation with each client and the measurements' earlier values (decision 137).
    ...history.json,
    // The stock, its ledger, the projects' materials, the layouts and the purchasing (decisions 142-145).
    ...stock.json,
    // The price list, the counter's tickets and the pay ledger (decisions 150, 151, 154).
    ...counter.json,
    // Contracts signed on the portal, their metadata only (decision 159).
    contracts: signed.json,
    // Quotes and their lines (decision 158).
    ...quoted.json,
    // Groups such as a wedding party and their members (decision 160).
    ...groups.json,
    // The booking page's types and its online bookings (decision 156).
    ...booked.json,
    // The boutique's catalogue, size charts and pieces (decisions 212, 214, 215).
    ...catalogue.json,
    // The rentals and their pieces (decision 222).
    ...rented.json,
  };
  const text = (name: string, content: string): ZipEntry => ({ name, data: async () => strToU8(content), compress: true });
  const entries: ZipEntry[] = [
    text(EXPORT_FILES.clients, clientsCsv),
    text(EXPORT_FILES.measurements, measurementsCsv),
    text(EXPORT_FILES.projects, projectsCsv),
    text(EXPORT_FILES.stages, stagesCsv(projectRows)),
    text(EXPORT_FILES.invoices, invoicesCsv),
    text(EXPORT_FILES.events, eventsCsv),
    text(EXPORT_FILES.patterns, patternsCsv),
    text(EXPORT_FILES.photos, photos.csv),
    text(EXPORT_FILES.garmentTemplates, templatesCsv),
    text(EXPORT_FILES.measurementRequests, requests.csv),
    text(EXPORT_FILES.fittings, fittings.fittingsCsv),
    text(EXPORT_FILES.fitCorrections, fittings.correctionsCsv),
    text(EXPORT_FILES.portalLinks, portal.linksCsv),
    text(EXPORT_FILES.notifications, portal.noticesCsv),
    text(EXPORT_FILES.messageTemplates, messageTemplates.csv),
    text(EXPORT_FILES.conversation, history.conversationCsv),
    text(EXPORT_FILES.measurementRevisions, history.revisionsCsv),
    text(EXPORT_FILES.materials, stock.materialsCsv),
    text(EXPORT_FILES.materialMovements, stock.movementsCsv),
    text(EXPORT_FILES.projectMaterials, stock.projectMaterialsCsv),
    text(EXPORT_FILES.patternLayouts, stock.layoutsCsv),
    text(EXPORT_FILES.suppliers, stock.suppliersCsv),
    text(EXPORT_FILES.purchaseOrders, stock.purchaseOrdersCsv),
    text(EXPORT_FILES.purchaseOrderLines, stock.purchaseOrderLinesCsv),
    text(EXPORT_FILES.services, counter.servicesCsv),
    text(EXPORT_FILES.tickets, counter.ticketsCsv),
    text(EXPORT_FILES.ticketLines, counter.ticketLinesCsv),
    text(EXPORT_FILES.payRates, counter.payRatesCsv),
    text(EXPORT_FILES.payEntries, counter.payEntriesCsv),
    text(EXPORT_FILES.contracts, signed.csv),
    text(EXPORT_FILES.quotes, quoted.quotesCsv),
    text(EXPORT_FILES.quoteLines, quoted.quoteLinesCsv),
    text(EXPORT_FILES.groups, groups.groupsCsv),
    text(EXPORT_FILES.groupMembers, groups.membersCsv),
    text(EXPORT_FILES.appointmentTypes, booked.appointmentTypesCsv),
    text(EXPORT_FILES.bookings, booked.bookingsCsv),
    text(EXPORT_FILES.designerStyles, catalogue.csv.designerStylesCsv),
    text(EXPORT_FILES.sizeCharts, catalogue.csv.sizeChartsCsv),
    text(EXPORT_FILES.pieces, catalogue.csv.piecesCsv),
    text(EXPORT_FILES.specialOrders, catalogue.csv.specialOrdersCsv),
    text(EXPORT_FILES.rentals, rented.rentalsCsv),
    text(EXPORT_FILES.rentalPieces, rented.rentalPiecesCsv),
    text(EXPORT_FILES.json, JSON.stringify(json, null, 2)),
    ...patternRows.flatMap((pattern): ZipEntry[] => {
      const name = imageOf.get(pattern.id);
      return name ? [{ name, data: () => patternsOf.exportImage({ pattern }), compress: false }] : [];
    }),
    ...photos.files,
  ];
  return { entries, mtime: now, filename: `atelier-export-${todayIn(settings.timezone, now)}.zip` };
}
