import { z } from 'zod';
import { activityEntrySchema } from './activity.js';
import { calendarEventSchema } from './calendar.js';
import { clientSchema } from './clients.js';
import { conversationSectionSchema } from './conversation.js';
import { recordIdsSchema } from './envelope.js';
import { fitProfileEntrySchema, fittingSchema } from './fittings.js';
import { invoiceStatusSchema } from './invoices.js';
import { measurementSchema } from './measurements.js';
import { clientRevisionSchema } from './measurement-revisions.js';
import { photoSchema } from './photos.js';
import { projectSchema } from './projects.js';

/**
 * GET /clients/{id}/overview (decision 126): everything about one client on one page, each section
 * its first few items and how many there are in all. A section the role may not read (or the plan
 * does not have) is null, never an empty list: null says "not yours to see", [] says "none".
 */
export const CLIENT_OVERVIEW_FIRST = 5;

/** A reference to a record by id, with its name as it is now. */
const namedRecordSchema = recordIdsSchema.extend({ name: z.string() });

/** The latest record of one garment, and how many records the client has of it. */
export const overviewGarmentSchema = z.object({ latest: measurementSchema, records: z.number().int() });

/** A fitting of one of the client's projects, with the project's name. */
export const overviewFittingSchema = fittingSchema.extend({ projectName: z.string() });

/**
 * An invoice as the page lists it: money in integer cents computed by the server (decisions 015
 * and 029), the status as shown (`sent` past due with a balance is `overdue`, decision 028).
 */
export const overviewInvoiceSchema = recordIdsSchema.extend({
  invoiceNumber: z.string(),
  status: invoiceStatusSchema,
  /** ISO date at midnight UTC, like the invoice's own. */
  dueDate: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  amountPaidCents: z.number().int(),
  balanceDueCents: z.number().int(),
  project: namedRecordSchema.nullable(),
});
export type OverviewInvoice = z.infer<typeof overviewInvoiceSchema>;

/** What the client still owes in one currency; amounts in two currencies are never added (decision 031). */
export const overviewBalanceSchema = z.object({ currency: z.string(), balanceDueCents: z.number().int() });

const section = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const clientOverviewSchema = z.object({
  client: clientSchema,
  /**
   * The newest record of each garment, the garment measured last first; `total` counts every record.
   * Pages further: GET /clients/{clientId}/measurements, and GET /clients/{clientId}/measurement-history.
   * `revisions` are the latest changes made by editing the client's records (decision 130), newest
   * first; each record's own are in GET /measurements/{id}. Null without measurements.read.
   */
  measurements: z
    .object({
      total: z.number().int(),
      garments: z.number().int(),
      items: z.array(overviewGarmentSchema),
      revisions: section(clientRevisionSchema),
    })
    .nullable(),
  /** Newest first, each with its stages (its current one is `currentStage`). Pages further: GET /projects?clientId=. Null without projects.read. */
  projects: section(projectSchema).nullable(),
  /**
   * The fittings of the client's projects, the latest first (each project's: GET /projects/{id}/fittings),
   * and the fit profile's corrections in force (the whole profile: GET /clients/{id}/fit-profile).
   * Null without projects.read; `profile` null without measurements.read too.
   */
  fittings: section(overviewFittingSchema)
    .extend({ profile: section(fitProfileEntrySchema).nullable() })
    .nullable(),
  /**
   * Newest first, with what is still owed per currency. Pages further: GET /invoices?clientId= (or
   * GET /clients/{id}/invoices). Null for a role that does not see the money (without invoices.read).
   */
  invoices: section(overviewInvoiceSchema)
    .extend({ outstanding: z.array(overviewBalanceSchema) })
    .nullable(),
  /**
   * Appointments not yet over (the soonest first) and those over (the latest first). Pages further:
   * GET /clients/{id}/calendar with a range. Null without calendar.read, or on a plan without the calendar.
   */
  appointments: z.object({ upcoming: section(calendarEventSchema), past: section(calendarEventSchema) }).nullable(),
  /** The client's own photos, oldest first as their list is. All of them: GET /photos?subject=client&subjectId=. Null without photos.read. */
  photos: section(photoSchema).nullable(),
  /**
   * Whether the client has a live portal link; never its address (GET /clients/{id}/portal-link
   * reveals it, decision 102). Null for a role without portal.manage.
   */
  portal: z.object({ live: z.boolean(), expiresAt: z.string().nullable(), lastOpenedAt: z.string().nullable() }).nullable(),
  /**
   * The client's log, newest first: the record's changes, messages sent to the client (decision 083)
   * and what the client did in the portal (decision 082). No list call pages further by client; the
   * studio's whole log is GET /activity. Null without dashboard.read.
   */
  activity: section(activityEntrySchema).nullable(),
  /**
   * The conversation (decision 131): its newest messages, how many in all and how many from the
   * client the studio has not read. Pages further: GET /clients/{id}/conversation.
   */
  conversation: conversationSectionSchema,
});
export type ClientOverview = z.infer<typeof clientOverviewSchema>;
