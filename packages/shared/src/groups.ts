import { z } from 'zod';
import { calendarDate } from './dates.js';
import { optionalEmail, optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { messageChannelSchema } from './messaging.js';
import { moneyField } from './money.js';
import { pageQueryShape } from './pages.js';
import { projectStatusSchema, projectTypeSchema } from './projects.js';
import { text } from './text.js';

/**
 * Groups of clients dressed for one event (decision 160): a wedding party, a cast, a school class.
 * Each member is a client with their own measurements, garment (a project) and bill.
 */
export const GROUP_KINDS = ['wedding', 'cast', 'class', 'other'] as const;
export const groupKindSchema = z.enum(GROUP_KINDS, { error: 'Select a kind of group' });
export type GroupKind = z.infer<typeof groupKindSchema>;
export const GROUP_KIND_LABELS: Record<GroupKind, string> = { wedding: 'Wedding party', cast: 'Cast', class: 'Class', other: 'Other' };

/** What the list shows: groups whose event is to come (or undated), or those whose event has passed. */
export const GROUP_VIEWS = ['upcoming', 'past'] as const;
export const groupViewSchema = z.enum(GROUP_VIEWS, { error: 'Select upcoming or past' });
export type GroupView = z.infer<typeof groupViewSchema>;

export const GROUP_LIMITS = {
  name: 120,
  /** A member's part: "Bride", "Maid of honour", "Hamlet". */
  role: 60,
  /** A wedding party is a dozen; a school class or a choir a few dozen; 100 is the bound (decision 160). */
  membersMax: 100,
  codeLength: 6,
} as const;

/** Letters and digits nobody misreads: no 0/O, 1/I/L (decision 160). */
export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);

const eventDate = calendarDate('Event date must be a date (YYYY-MM-DD)');

const name = text().trim().min(1, 'Name is required').max(GROUP_LIMITS.name, `Name must be at most ${GROUP_LIMITS.name} characters`);

export const createGroupBodySchema = z.strictObject({
  name,
  kind: groupKindSchema.default('wedding'),
  eventDate: eventDate.nullish(),
  /** Who pays for the whole group when one invoice is made for it; any client of the studio. */
  payerClientId: reference('Select a client').nullish(),
  notes: optionalText(LIMITS.notes, 'Notes'),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const updateGroupBodySchema = z.strictObject({
  name: name.optional(),
  kind: groupKindSchema.optional(),
  eventDate: eventDate.nullish(),
  payerClientId: reference('Select a client').nullish(),
  notes: optionalText(LIMITS.notes, 'Notes'),
  archived: z.boolean().optional(),
  /** A new code: the old one stops working on the booking page at once. */
  regenerateCode: z.boolean().optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

export const groupListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the group's name, whatever the case and accents (decision 069). */
  search: searchQuerySchema.optional(),
  view: groupViewSchema.optional(),
  /** Only the groups this client is a member of (their page). */
  clientId: z.string().max(64).optional(),
});

/** A client made as the member is added, with what the tailor typed. */
export const groupNewClientSchema = z.strictObject({
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.name * 2, `Name must be at most ${LIMITS.name * 2} characters`),
  phone: optionalText(LIMITS.phone, 'Phone'),
  email: optionalEmail,
});

/** The member's garment, made as a project with the studio's stages for its type (decision 077). */
export const groupGarmentSchema = z.strictObject({
  type: projectTypeSchema,
  /** Left out: "<group> – <part>". */
  name: optionalText(LIMITS.projectName, 'Garment name'),
  budget: moneyField('Price').nullish(),
});

const role = optionalText(GROUP_LIMITS.role, 'Part');

export const addGroupMemberBodySchema = z
  .strictObject({
    clientId: reference('Select a client').optional(),
    client: groupNewClientSchema.optional(),
    role,
    garment: groupGarmentSchema.nullish(),
    /** One of the existing client's own projects, followed as her garment instead of making a second one (decision 219). */
    projectId: reference('Select a project').optional(),
  })
  .refine((b) => (b.clientId === undefined) !== (b.client === undefined), {
    message: 'Select a client or enter a new client’s name',
    path: ['clientId'],
  })
  .refine((b) => b.projectId === undefined || (b.clientId !== undefined && !b.garment), {
    message: 'Choose the client’s project or a new garment, not both',
    path: ['projectId'],
  });
export type AddGroupMemberBody = z.input<typeof addGroupMemberBodySchema>;

export const updateGroupMemberBodySchema = z.strictObject({
  role,
  /** One of the member's own projects, or null to unlink it. */
  projectId: reference('Select a project').nullish(),
  position: z.number().int().min(0).max(GROUP_LIMITS.membersMax).optional(),
});
export type UpdateGroupMemberBody = z.input<typeof updateGroupMemberBodySchema>;

/** One message to every member, each by their own preferred channel (decisions 083 and 160). */
export const groupMessageBodySchema = z.strictObject({
  body: text()
    .trim()
    .min(1, 'Write a message')
    .max(LIMITS.conversationMessage, `Message must be at most ${LIMITS.conversationMessage} characters`),
});
export type GroupMessageBody = z.input<typeof groupMessageBodySchema>;

export const GROUP_INVOICE_MODES = ['member', 'payer'] as const;
export const groupInvoiceModeSchema = z.enum(GROUP_INVOICE_MODES, { error: 'Select one invoice per member or one for the payer' });

/**
 * Invoices for the members' garments (decision 160): one per member, or one to the group's payer
 * with a line per member. A line's amount is the one given for the member, else their garment's price.
 */
export const groupInvoiceBodySchema = z.strictObject({
  mode: groupInvoiceModeSchema,
  /** The payer for `payer` mode, kept as the group's; the group's payer when left out. */
  payerClientId: reference('Select a client').optional(),
  /** The members to invoice; every member not yet invoiced when left out. */
  memberIds: z.array(reference('Select a member')).max(GROUP_LIMITS.membersMax).optional(),
  amounts: z
    .array(z.strictObject({ memberId: reference('Select a member'), amount: moneyField('Amount') }))
    .max(GROUP_LIMITS.membersMax)
    .optional(),
  dueDate: calendarDate('Due date must be a date (YYYY-MM-DD)').optional(),
});
export type GroupInvoiceBody = z.input<typeof groupInvoiceBodySchema>;

/** A member's progress; `paid` carries no amount, so staff see it too (decision 160). */
export const groupMemberSchema = recordIdsSchema.extend({
  client: z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string(), preferredChannel: messageChannelSchema }),
  /** Their part: "" when not given. */
  role: z.string(),
  project: z.object({ id: z.string(), name: z.string(), status: projectStatusSchema }).nullable(),
  /** The first stage not done of their garment; "" without stages or once all are done. */
  currentStage: z.string(),
  measured: z.boolean(),
  fitted: z.boolean(),
  /** An invoice covers their garment (theirs or the payer's). */
  invoiced: z.boolean(),
  /** Invoiced and nothing left to pay on it. */
  paid: z.boolean(),
  /** Their garment is completed. */
  done: z.boolean(),
  position: z.number().int(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupCountsSchema = z.object({
  members: z.number().int(),
  measured: z.number().int(),
  fitted: z.number().int(),
  paid: z.number().int(),
  done: z.number().int(),
});
export type GroupCounts = z.infer<typeof groupCountsSchema>;

export const groupSchema = recordIdsSchema.extend({
  name: z.string(),
  kind: groupKindSchema,
  eventDate: z.string().nullable(),
  code: z.string(),
  payer: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string(),
  archivedAt: z.string().nullable(),
  counts: groupCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupDetailSchema = z.object({ group: groupSchema, members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const GROUP_MESSAGE_OUTCOMES = ['sent', 'whatsapp', 'skipped'] as const;
export const groupMessageOutcomeSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  channel: messageChannelSchema,
  outcome: z.enum(GROUP_MESSAGE_OUTCOMES),
  /** For WhatsApp: the wa.me link the tailor opens; "" otherwise. */
  whatsappUrl: z.string(),
  /** Why the member was skipped (no email, no phone, the day's messages used up); "" otherwise. */
  reason: z.string(),
});
export type GroupMessageOutcome = z.infer<typeof groupMessageOutcomeSchema>;

export const groupMessageResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
  members: z.array(groupMessageOutcomeSchema),
});
export type GroupMessageResult = z.infer<typeof groupMessageResultSchema>;

export const groupInvoiceResultSchema = z.object({
  invoices: z.array(
    z.object({
      id: z.string(),
      invoiceNumber: z.string(),
      client: z.object({ id: z.string(), name: z.string() }),
      total: z.number(),
      currency: z.string(),
      memberIds: z.array(z.string()),
    }),
  ),
  /** Members left out: already invoiced, or no garment price and no amount given. */
  skipped: z.array(z.object({ memberId: z.string(), name: z.string(), reason: z.string() })),
});
export type GroupInvoiceResult = z.infer<typeof groupInvoiceResultSchema>;

export const groupMemberParams = z.object({ id: z.string().max(200), memberId: z.string().max(200) });
