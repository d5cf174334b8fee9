import { z } from 'zod';
import { MOVEMENT_KIND_LABELS, type MovementKind } from './materials.js';
import { MESSAGE_KIND_LABELS, type MessageKind } from './messaging.js';
import { fillActivitySentence, RECORD_ACTIVITY, recordActivityTexts, type RecordActivityEntity } from './activity-records.js';
/**
 * The activity log: every change of the studio's records writes one entry, told as a sentence
 * (decision 034); the web translates the same sentences.
 */

/**
 * `portal`: a client's private portal (decision 082). Its subject is the client's name, its entity
 * the client; its detail says what happened, then the appointment's title when there is one, as a
 * stage's does: 'link-created', 'link-revoked', 'opened', 'message', 'confirmed Fitting',
 * 'reschedule Fitting'. What the client wrote is never in the log, only in the notification.
 */
export const PORTAL_ACTIVITIES = ['link-created', 'link-revoked', 'opened', 'message', 'confirmed', 'reschedule'] as const;
export type PortalActivity = (typeof PORTAL_ACTIVITIES)[number];

/**
 * `member`: a person joining, changing role in or leaving the studio (decision 072). `stage`: a
 * project's stage changing status; its subject is the project's name and its detail the status
 * then the stage's name, 'done Cutting' (decision 077). `message`: a message sent to a client
 * (action 'created'); its subject is the client's name, its detail the kind then the channel,
 * 'order-ready sms' (decision 083). The text itself is never kept. `fitting`: a project's fitting;
 * its subject is the project's name, its detail the fitting's number in the project ('1' is the first,
 * decision 086).
 */
export const ACTIVITY_ENTITIES = [
  'measurement',
  'payment',
  'member',
  'stage',
  'measurement-request',
  'portal',
  'message',
  'fitting',
  // The plain records, each named once with its words (activity-records.ts, decision 198).
  ...(Object.keys(RECORD_ACTIVITY) as RecordActivityEntity[]),
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];
export const ACTIVITY_ACTIONS = ['created', 'updated', 'status-changed', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const ENTITY_NOUNS: Record<Exclude<ActivityEntity, RecordActivityEntity>, string> = {
  portal: 'Client portal',
  measurement: 'Measurements',
  payment: 'Payment',
  member: 'Member',
  stage: 'Stage',
  'measurement-request': 'Measurement request',
  message: 'Message',
  fitting: 'Fitting',
};

const isRecord = (entity: ActivityEntity): entity is RecordActivityEntity => entity in RECORD_ACTIVITY;
const nounOf = (entity: ActivityEntity): string => (isRecord(entity) ? RECORD_ACTIVITY[entity] : ENTITY_NOUNS[entity]);

/** How the activity sentence names a channel: 'sent by SMS', 'sent by email'. */
const CHANNEL_WORDS: Partial<Record<string, string>> = { email: 'email', sms: 'SMS', whatsapp: 'WhatsApp' };

/** 'order-ready sms' → the message's kind and channel. */
export function splitMessageDetail(detail: string): { kind: string; channel: string } {
  const [kind = '', channel = ''] = detail.split(' ');
  return { kind, channel };
}

const STAGE_STATUS_WORDS: Record<string, string> = { todo: 'to do', 'in-progress': 'in progress', done: 'done', skipped: 'skipped' };

/** 'done Cutting' → its status and the stage's name (the status never holds a space); a portal entry's detail splits the same way. */
export function splitStageDetail(detail: string): { status: string; stageName: string } {
  const at = detail.indexOf(' ');
  return at < 0 ? { status: detail, stageName: '' } : { status: detail.slice(0, at), stageName: detail.slice(at + 1) };
}

/**
 * A payment's amount as the log keeps it, '130500 EUR' (decision 207): figures, not a sentence in one
 * locale, so each reader's language writes it. Older lines hold '$1,305.00' and are shown as written.
 */
export const activityAmountDetail = (cents: number, currency: string) => `${cents} ${currency}`;
export function activityAmountOf(detail: string): { cents: number; currency: string } | null {
  const m = /^(-?\d+) ([A-Z]{3})$/.exec(detail);
  return m ? { cents: Number(m[1]), currency: m[2]! } : null;
}

/**
 * The English sentence of one entry. `subject` names the record as it was (a client's name, an
 * invoice number); `detail` is the new status or a payment's amount. The web's catalogs may
 * word the same parts in another language.
 */
export function describeActivity(e: { entityType: ActivityEntity; action: ActivityAction; subject: string; detail: string }): string {
  const noun = nounOf(e.entityType);
  const subject = e.subject ? ` ${e.subject}` : '';
  if (e.entityType === 'payment') {
    const amount = e.detail ? ` of ${e.detail}` : '';
    if (e.action === 'deleted') return `Payment${amount} removed from invoice${subject}`;
    return `Payment${amount} received for invoice${subject}`;
  }
  if (e.entityType === 'measurement') {
    const of = e.subject ? ` for ${e.subject}` : '';
    const what = e.detail ? `${e.detail} measurements` : 'Measurements';
    if (e.action === 'created') return `${what} added${of}`;
    if (e.action === 'deleted') return `${what} deleted${of}`;
    return `${what} updated${of}`;
  }
  if (e.entityType === 'member') return describeMember(noun, subject, e);
  if (e.entityType === 'measurement-request') return describeMeasurementRequest(e);
  if (e.entityType === 'portal') return describePortal(e.subject, e.detail);
  if (e.entityType === 'message') {
    const { kind, channel } = splitMessageDetail(e.detail);
    const what = MESSAGE_KIND_LABELS[kind as MessageKind] ?? noun;
    const how = CHANNEL_WORDS[channel] ? ` by ${CHANNEL_WORDS[channel]}` : '';
    return `${what} sent${how}${e.subject ? ` to ${e.subject}` : ''}`;
  }
  if (e.entityType === 'fitting') return describeFitting(e);
  // A stock movement (decision 142): the detail is its kind.
  if (e.entityType === 'material' && e.action === 'updated' && e.detail in MOVEMENT_KIND_LABELS)
    return `${noun}${subject}: ${MOVEMENT_KIND_LABELS[e.detail as MovementKind].toLowerCase()}`;
  if (e.entityType === 'stage') {
    const { status, stageName } = splitStageDetail(e.detail);
    return `${stageName || noun} ${STAGE_STATUS_WORDS[status] ?? status}${e.subject ? ` on ${e.subject}` : ''}`;
  }
  return fillActivitySentence(recordActivityTexts(e.entityType as RecordActivityEntity)[e.action], { subject, detail: e.detail });
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];

/** 'First fitting recorded for Ivory gown'; after the fifth, 'Fitting 6 recorded for …' (decision 086). */
function describeFitting(e: { action: ActivityAction; subject: string; detail: string }): string {
  const n = Number(e.detail);
  const ordinal = Number.isInteger(n) && n >= 1 ? ORDINALS[n - 1] : undefined;
  const what = ordinal ? `${ordinal} fitting` : Number.isInteger(n) && n >= 1 ? `Fitting ${n}` : 'Fitting';
  const of = e.subject ? ` for ${e.subject}` : '';
  if (e.action === 'created') return `${what} recorded${of}`;
  if (e.action === 'deleted') return `${what} deleted${of}`;
  return `${what} updated${of}`;
}

/**
 * A request to measure at home (decision 084): `subject` is the client's name; `detail` is the
 * garment's name ('Dress', 'Agbada') when asked, else the new status then the garment's name
 * ('submitted Dress'), as a stage's entry is written.
 */
function describeMeasurementRequest(e: { action: ActivityAction; subject: string; detail: string }): string {
  const client = e.subject || 'the client';
  const { status, stageName: garment } = e.action === 'created' ? { status: 'asked', stageName: e.detail } : splitStageDetail(e.detail);
  const what = garment ? `${garment} measurements` : 'Measurements';
  switch (status) {
    case 'asked':
      return `${what} asked of ${client}`;
    case 'submitted':
      return `${client} sent ${what}`;
    case 'approved':
      return `${what} from ${client} approved`;
    case 'rejected':
      return `${what} from ${client} rejected`;
    case 'cancelled':
      return `Request for ${what} cancelled for ${client}`;
    default:
      return `${what} from ${client}: ${status}`;
  }
}

/** A portal entry (decision 082): who is the client, what is the detail's first word and the appointment after it. */
function describePortal(subject: string, detail: string): string {
  const { status: what, stageName: title } = splitStageDetail(detail);
  const client = subject || 'A client';
  switch (what as PortalActivity) {
    case 'link-created':
      return `Portal link created for ${client}`;
    case 'link-revoked':
      return `Portal link revoked for ${client}`;
    case 'opened':
      return `${client} opened the portal`;
    case 'message':
      return `${client} sent a message`;
    case 'confirmed':
      return `${client} confirmed ${title || 'an appointment'}`;
    case 'reschedule':
      return `${client} asked to move ${title || 'an appointment'}`;
    default:
      return `${client} used the portal`;
  }
}

/** A member's entries: `detail` is the role they joined with or were given (decision 072). */
function describeMember(noun: string, subject: string, e: { action: ActivityAction; detail: string }): string {
  switch (e.action) {
    case 'created':
      return `${noun}${subject} joined`;
    case 'deleted':
      return `${noun}${subject} is no longer in the studio`;
    case 'status-changed':
      return `${noun}${subject} made ${e.detail}`;
    default:
      return `${noun}${subject} updated`;
  }
}

export const activityEntrySchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  entityType: z.enum(ACTIVITY_ENTITIES),
  action: z.enum(ACTIVITY_ACTIONS),
  /** The record's id; it may have been deleted since. */
  entityId: z.string(),
  subject: z.string(),
  detail: z.string(),
  /** A payment's amount as figures (decision 207), for each reader to write it their way; null elsewhere and on older lines. */
  amount: z.object({ cents: z.number().int(), currency: z.string() }).nullable(),
  /**
   * Who made the change, "Stella Okafor" (decision 072): "" when unknown, or when the account was
   * deleted since.
   */
  actorName: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
