import {
  CLIENT_STATUS_LABELS,
  CONTRACT_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  SPECIAL_ORDER_STATE_LABELS,
  GARMENT_LABELS,
  INVOICE_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  PURCHASE_ORDER_STATUS_LABELS,
  fillActivitySentence,
  RECORD_ACTIVITY,
  RECORD_ACTIVITY_ACTIONS,
  recordActivityTexts,
  splitMessageDetail,
  splitStageDetail,
  MESSAGE_KINDS,
  type MessageKind,
  type MovementKind,
  type Language,
  type RecordActivityEntity,
  type ActivityEntity,
  type ActivityEntry,
  type PortalActivity,
} from '@atelier/shared';
import { i18n, params } from '@/lib/i18n/i18n';
import type { Labels } from '@/lib/labels';
import { formatMoney } from '@/lib/format';

/**
 * Recent Activity in the user's language. The server sends each entry's English sentence
 * (`describeActivity` in packages/shared) with its parts; English screens show that sentence,
 * other languages build it from these parts. The English here reproduces describeActivity
 * word for word (activity-text.test.ts), so each key means exactly what the server says.
 * `{subject}`, `{of}` and `{amount}` arrive with their leading space, or empty. A plain record's
 * four entries are in `record-activity`, keyed `<entity>.<action>`, worded in English from its noun
 * in packages/shared (activity-records.ts, decision 198) and whole in every other language's
 * declared.json (decision 203).
 */
export const recordActivity = i18n(
  'record-activity',
  Object.fromEntries(
    (Object.keys(RECORD_ACTIVITY) as RecordActivityEntity[]).flatMap((entity) =>
      RECORD_ACTIVITY_ACTIONS.map((action) => [`${entity}.${action}`, recordActivityTexts(entity)[action]]),
    ),
  ),
);

export const activityMessages = i18n('dashboard-activity', {
  /** A stock movement (decision 142): the detail is its kind. */
  materialReceived: params('Material{subject}: received'),
  materialReserved: params('Material{subject}: reserved'),
  materialReleased: params('Material{subject}: released'),
  materialCut: params('Material{subject}: cut'),
  materialReturned: params('Material{subject}: returned'),
  materialAdjusted: params('Material{subject}: adjusted'),
  memberCreated: params('Member{subject} joined'),
  memberUpdated: params('Member{subject} updated'),
  memberStatus: params('Member{subject} made {detail}'),
  memberDeleted: params('Member{subject} is no longer in the studio'),
  stageTodo: params('{stage} to do{on}'),
  stageInProgress: params('{stage} in progress{on}'),
  stageDone: params('{stage} done{on}'),
  stageSkipped: params('{stage} skipped{on}'),
  stageOn: params(' on {name}'),
  /** A status word the web does not know, shown as the server wrote it. */
  stageOther: params('{stage} {status}{on}'),
  stage: 'Stage',
  measurementsOf: params('{garment} measurements'),
  measurements: 'Measurements',
  measurementsFor: params(' for {name}'),
  measurementsAdded: params('{what} added{of}'),
  measurementsUpdated: params('{what} updated{of}'),
  measurementsDeleted: params('{what} deleted{of}'),
  requestAsked: params('{what} asked of {client}'),
  requestSent: params('{client} sent {what}'),
  requestApproved: params('{what} from {client} approved'),
  requestRejected: params('{what} from {client} rejected'),
  requestCancelled: params('Request for {what} cancelled for {client}'),
  /** A status word the web does not know, shown as the server wrote it. */
  requestOther: params('{what} from {client}: {status}'),
  theClient: 'the client',
  paymentOf: params(' of {amount}'),
  paymentReceived: params('Payment{amount} received for invoice{subject}'),
  paymentRemoved: params('Payment{amount} removed from invoice{subject}'),
  // The client portal (decision 082): `{client}` is the client's name, `{title}` the appointment's.
  portalLinkCreated: params('Portal link created for {client}'),
  portalLinkRevoked: params('Portal link revoked for {client}'),
  portalOpened: params('{client} opened the portal'),
  portalMessage: params('{client} sent a message'),
  portalConfirmed: params('{client} confirmed {title}'),
  portalReschedule: params('{client} asked to move {title}'),
  portalOther: params('{client} used the portal'),
  aClient: 'A client',
  anAppointment: 'an appointment',
  // A message to a client (decision 083): 'Order ready sent by SMS to Ada'.
  message: 'Message',
  messageSent: params('{what} sent{how}{to}'),
  messageBy: params(' by {channel}'),
  messageTo: params(' to {name}'),
  channelEmail: 'email',
  channelSms: 'SMS',
  channelWhatsapp: 'WhatsApp',
  // A project's fitting (decision 086): 'First fitting recorded for Ivory gown'.
  fittingRecorded: params('{what} recorded{of}'),
  fittingUpdated: params('{what} updated{of}'),
  fittingDeleted: params('{what} deleted{of}'),
  fittingFor: params(' for {name}'),
  fitting1: 'First fitting',
  fitting2: 'Second fitting',
  fitting3: 'Third fitting',
  fitting4: 'Fourth fitting',
  fitting5: 'Fifth fitting',
  fittingNumber: params('Fitting {n}'),
  fitting: 'Fitting',
});

export type ActivityTexts = ReturnType<typeof activityMessages.get>;
const MOVEMENT_KEYS: Record<MovementKind, `material${Capitalize<MovementKind>}`> = {
  received: 'materialReceived',
  reserved: 'materialReserved',
  released: 'materialReleased',
  cut: 'materialCut',
  returned: 'materialReturned',
  adjusted: 'materialAdjusted',
};
/** The server writes status and garment words in English; find their value to translate them. */
function valueOf(labels: Record<string, string>, english: string): string | undefined {
  return Object.entries(labels).find(([, label]) => label === english)?.[0];
}

function translatedDetail(entity: ActivityEntity, detail: string, labels: Labels): string {
  const lookups: Partial<Record<ActivityEntity, () => string | undefined>> = {
    client: () => {
      const v = valueOf(CLIENT_STATUS_LABELS, detail);
      return v && labels.clientStatus(v as keyof typeof CLIENT_STATUS_LABELS);
    },
    project: () => {
      const v = valueOf(PROJECT_STATUS_LABELS, detail);
      return v && labels.projectStatus(v as keyof typeof PROJECT_STATUS_LABELS);
    },
    invoice: () => {
      const v = valueOf(INVOICE_STATUS_LABELS, detail);
      return v && labels.invoiceStatus(v as keyof typeof INVOICE_STATUS_LABELS);
    },
    // 'Purchase order PO-0001 marked Sent' says the status in the user's language (decision 145).
    'purchase-order': () => {
      const v = valueOf(PURCHASE_ORDER_STATUS_LABELS, detail);
      return v && labels.purchaseOrderStatus(v as keyof typeof PURCHASE_ORDER_STATUS_LABELS);
    },
    contract: () => {
      const v = valueOf(CONTRACT_STATUS_LABELS, detail);
      return v && labels.contractStatus(v as keyof typeof CONTRACT_STATUS_LABELS);
    },
    quote: () => {
      const v = valueOf(QUOTE_STATUS_LABELS, detail);
      return v && labels.quoteStatus(v as keyof typeof QUOTE_STATUS_LABELS);
    },
    'special-order': () => {
      const v = valueOf(SPECIAL_ORDER_STATE_LABELS, detail);
      return v && labels.specialOrderState(v as keyof typeof SPECIAL_ORDER_STATE_LABELS);
    },
    measurement: () => {
      const v = valueOf(GARMENT_LABELS, detail);
      return v && labels.garment(v as keyof typeof GARMENT_LABELS);
    },
  };
  // Anything else (a payment's amount, a word we do not know) is shown as the server wrote it.
  return lookups[entity]?.() ?? detail;
}

const MEMBER_KEYS = {
  created: 'memberCreated',
  updated: 'memberUpdated',
  'status-changed': 'memberStatus',
  deleted: 'memberDeleted',
} as const;

type Entry = Pick<ActivityEntry, 'entityType' | 'action' | 'subject' | 'detail'> & { amount?: ActivityEntry['amount'] };

/** One entry's sentence from the catalog (the same parts describeActivity uses). */
export function activitySentence(
  e: Entry,
  t: ActivityTexts,
  labels: Labels,
  records: Readonly<Record<string, string>>,
  language: Language = 'en',
): string {
  const subject = e.subject ? ` ${e.subject}` : '';
  const detail = e.detail ? translatedDetail(e.entityType, e.detail, labels) : '';
  if (e.entityType === 'payment') {
    // The amount's figures written the reader's way (decision 207); an older line's text as it was written.
    const written = e.amount ? formatMoney(e.amount.cents / 100, { currency: e.amount.currency, language }) : e.detail;
    const amount = written ? t.paymentOf({ amount: written }) : '';
    return e.action === 'deleted' ? t.paymentRemoved({ amount, subject }) : t.paymentReceived({ amount, subject });
  }
  if (e.entityType === 'measurement') {
    const what = detail ? t.measurementsOf({ garment: detail }) : t.measurements;
    const of = e.subject ? t.measurementsFor({ name: e.subject }) : '';
    if (e.action === 'created') return t.measurementsAdded({ what, of });
    if (e.action === 'deleted') return t.measurementsDeleted({ what, of });
    return t.measurementsUpdated({ what, of });
  }
  if (e.entityType === 'stage') return stageSentence(e, t, labels);
  if (e.entityType === 'measurement-request') return requestSentence(e, t, labels);
  if (e.entityType === 'portal') return portalSentence(e, t);
  if (e.entityType === 'message') return messageSentence(e, t, labels);
  if (e.entityType === 'fitting') return fittingSentence(e, t);
  if (e.entityType === 'member') return t[MEMBER_KEYS[e.action]]({ subject, detail });
  const movement = e.entityType === 'material' && e.action === 'updated' ? MOVEMENT_KEYS[e.detail as MovementKind] : undefined;
  if (movement) return t[movement]({ subject });
  return fillActivitySentence(records[`${e.entityType}.${e.action}`] ?? '', { subject, detail });
}

const ORDINAL_KEYS = ['fitting1', 'fitting2', 'fitting3', 'fitting4', 'fitting5'] as const;

/** 'Second fitting recorded for Ivory gown': the detail is the fitting's number in its project (decision 086). */
function fittingSentence(e: Entry, t: ActivityTexts): string {
  const n = Number(e.detail);
  const counted = e.detail !== '' && Number.isInteger(n) && n >= 1;
  const ordinal = counted ? ORDINAL_KEYS[n - 1] : undefined;
  const what = ordinal ? t[ordinal] : counted ? t.fittingNumber({ n: String(n) }) : t.fitting;
  const of = e.subject ? t.fittingFor({ name: e.subject }) : '';
  if (e.action === 'created') return t.fittingRecorded({ what, of });
  if (e.action === 'deleted') return t.fittingDeleted({ what, of });
  return t.fittingUpdated({ what, of });
}

const CHANNEL_KEYS = { email: 'channelEmail', sms: 'channelSms', whatsapp: 'channelWhatsapp' } as const;

/** 'Order ready sent by SMS to Ada': the detail is the kind then the channel (decision 083). */
function messageSentence(e: Entry, t: ActivityTexts, labels: Labels): string {
  const { kind, channel } = splitMessageDetail(e.detail);
  const what = (MESSAGE_KINDS as readonly string[]).includes(kind) ? labels.messageKind(kind as MessageKind) : t.message;
  const channelKey = CHANNEL_KEYS[channel as keyof typeof CHANNEL_KEYS] as (typeof CHANNEL_KEYS)[keyof typeof CHANNEL_KEYS] | undefined;
  const how = channelKey ? t.messageBy({ channel: t[channelKey] }) : '';
  const to = e.subject ? t.messageTo({ name: e.subject }) : '';
  return t.messageSent({ what, how, to });
}

const STAGE_KEYS = { todo: 'stageTodo', 'in-progress': 'stageInProgress', done: 'stageDone', skipped: 'stageSkipped' } as const;

/**
 * 'Cutting done on Ivory wedding gown': the detail is the status, then the stage's name (decision
 * 077); a built-in stage name is translated (decision 080), an unknown status shown as written.
 */
function stageSentence(e: Entry, t: ActivityTexts, labels: Labels): string {
  const { status, stageName } = splitStageDetail(e.detail);
  const stage = stageName ? labels.stage(stageName) : t.stage;
  const on = e.subject ? t.stageOn({ name: e.subject }) : '';
  const key = STAGE_KEYS[status as keyof typeof STAGE_KEYS] as (typeof STAGE_KEYS)[keyof typeof STAGE_KEYS] | undefined;
  return key ? t[key]({ stage, on }) : t.stageOther({ stage, status, on });
}

const REQUEST_KEYS = {
  asked: 'requestAsked',
  submitted: 'requestSent',
  approved: 'requestApproved',
  rejected: 'requestRejected',
  cancelled: 'requestCancelled',
} as const;

/**
 * A request to measure at home (decision 084): asked (the detail is the garment), else the status
 * then the garment ('submitted Dress'); a built-in garment's name is translated.
 */
function requestSentence(e: Entry, t: ActivityTexts, labels: Labels): string {
  const { status, stageName } = e.action === 'created' ? { status: 'asked', stageName: e.detail } : splitStageDetail(e.detail);
  const builtIn = valueOf(GARMENT_LABELS, stageName);
  const garment = builtIn ? labels.garment(builtIn as keyof typeof GARMENT_LABELS) : stageName;
  const what = garment ? t.measurementsOf({ garment }) : t.measurements;
  const client = e.subject || t.theClient;
  const key = REQUEST_KEYS[status as keyof typeof REQUEST_KEYS] as (typeof REQUEST_KEYS)[keyof typeof REQUEST_KEYS] | undefined;
  return key ? t[key]({ what, client }) : t.requestOther({ what, client, status });
}

const PORTAL_KEYS = {
  'link-created': 'portalLinkCreated',
  'link-revoked': 'portalLinkRevoked',
  opened: 'portalOpened',
  message: 'portalMessage',
  confirmed: 'portalConfirmed',
  reschedule: 'portalReschedule',
} as const satisfies Record<PortalActivity, keyof ActivityTexts>;

/** 'Grace Hopper confirmed First fitting': the detail is what happened, then the appointment's title (decision 082). */
function portalSentence(e: Entry, t: ActivityTexts): string {
  const { status: what, stageName: title } = splitStageDetail(e.detail);
  const parts = { client: e.subject || t.aClient, title: title || t.anAppointment };
  const key = PORTAL_KEYS[what as PortalActivity] as (typeof PORTAL_KEYS)[PortalActivity] | undefined;
  return (key ? t[key] : t.portalOther)(parts);
}

/** The record texts a screen reads with `useMessages(recordActivity)`, with the other activity texts. */
export type RecordActivityTexts = Readonly<Record<string, string>>;

/** English shows the server's own sentence; other languages the catalog's. */
export function activityText(e: ActivityEntry, language: Language, t: ActivityTexts, labels: Labels, records: RecordActivityTexts): string {
  return language === 'en' ? e.description : activitySentence(e, t, labels, records, language);
}
