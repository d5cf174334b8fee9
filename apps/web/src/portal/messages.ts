import { measurementName, stageName, type Language } from '@atelier/shared';

/**
 * The portal page's own small catalog (decision 085): English here, French in fr.json, picked by
 * the client's language (decision 128). The app's i18n store is not loaded on this page, so it stays small.
 */
export const en = {
  pageTitle: '{studio} – your orders',
  loading: 'Loading…',
  deadTitle: 'This link is no longer active',
  deadHint: 'Ask your studio for a new link.',
  rateTitle: 'Too many requests',
  rateHint: 'Please wait a minute, then try again.',
  rateHintSeconds: 'Please wait {seconds} seconds, then try again.',
  failedTitle: 'This page could not be loaded',
  networkHint: 'Check your connection, then try again.',
  retry: 'Try again',
  greeting: 'Hello {name}',
  intro: 'Everything about your order with {studio}, in one place.',
  contactTitle: 'Contact the studio',
  languageLabel: 'Language of this page and your documents',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  website: 'Website',
  footer: 'This page is private to you. Please do not share its link.',
  appointmentsTitle: 'Upcoming appointments',
  appointmentsEmpty: 'No upcoming appointments.',
  addToCalendar: 'Add to my calendar',
  confirm: 'Confirm',
  confirmed: 'Confirmed',
  askToMove: 'Ask to move',
  moveRequested: 'You asked to move this appointment',
  moveLabel: 'When could you come instead?',
  sendRequest: 'Send request',
  cancel: 'Cancel',
  // A booked appointment (decision 161).
  cancelBooking: 'Cancel appointment',
  cancelBookingQuestion: 'Cancel this appointment? The studio is told at once.',
  cancelBookingYes: 'Yes, cancel it',
  keepBooking: 'Keep it',
  bookingCancelled: 'You cancelled this appointment',
  moveBooking: 'Move',
  moveTitle: 'Move your appointment',
  moveIntro: 'Choose a new time. Times are in the studio’s time zone ({zone}).',
  moveLoading: 'Loading free times…',
  moveNone: 'No free times in the next two weeks. Ask the studio instead.',
  moveDone: 'Your appointment was moved',
  close: 'Close',
  noticePassed: 'It is too late to cancel or move this appointment online: the studio asks for more notice. Please contact the studio.',
  slotTaken: 'That time was just taken. Choose another.',
  'eventType.consultation': 'Consultation',
  'eventType.fitting': 'Fitting',
  'eventType.delivery': 'Delivery',
  'eventType.deadline': 'Deadline',
  'eventType.meeting': 'Meeting',
  'eventType.other': 'Appointment',
  projectsTitle: 'Your projects',
  projectsEmpty: 'No projects yet.',
  progress: 'Progress',
  stagesTitle: 'Stages',
  due: 'Due {date}',
  'projectStatus.planning': 'Planning',
  'projectStatus.in-progress': 'In progress',
  'projectStatus.review': 'In review',
  'projectStatus.completed': 'Completed',
  'projectStatus.cancelled': 'Cancelled',
  'stageStatus.todo': 'To do',
  'stageStatus.in-progress': 'In progress',
  'stageStatus.done': 'Done',
  'stageStatus.skipped': 'Skipped',
  measurementsTitle: 'Your measurements',
  measurementsEmpty: 'No measurements yet.',
  contractsTitle: 'Contracts to sign',
  contractVersion: 'Version {version}',
  contractToSign: 'To sign',
  contractWaiting: 'Signed by you, waiting for the studio',
  contractSigned: 'Signed',
  contractTextLabel: 'Text of {title}',
  contractFingerprint: 'Document fingerprint (SHA-256): {hash}',
  signerName: 'Your full name',
  signHow: 'How do you want to sign?',
  signTyped: 'Type my name',
  signDrawn: 'Draw my signature',
  padLabel: 'Signature pad: draw your signature with a finger, a pen or the mouse',
  padClear: 'Clear',
  signConsent: 'I have read this contract and I agree to sign it electronically.',
  signButton: 'Sign the contract',
  signNeedsName: 'Write your full name.',
  signNeedsConsent: 'Tick the box to agree to sign electronically.',
  signNeedsDrawing: 'Draw your signature, or choose to type your name.',
  signDone: 'Thank you, the contract is signed.',
  signChanged: 'This contract changed since you opened it. Reload the page to read it again.',
  signedOn: 'Signed by {name} on {date}',
  downloadSigned: 'Download the signed PDF',
  unitLegend: 'Show in',
  'unit.inches': 'in',
  'unit.cm': 'cm',
  'unitName.inches': 'inches',
  'unitName.cm': 'centimetres',
  takenByClient: 'Taken by you on {date}',
  takenByStudio: 'Taken by the studio on {date}',
  invoicesTitle: 'Invoices',
  invoicesEmpty: 'No invoices.',
  invoiceTitle: 'Invoice {number}',
  amount: 'Amount',
  amountPaid: 'Paid',
  balance: 'Balance',
  downloadPdf: 'Download PDF',
  'invoiceStatus.draft': 'Draft',
  'invoiceStatus.sent': 'To pay',
  'invoiceStatus.paid': 'Paid',
  'invoiceStatus.overdue': 'Overdue',
  depositPaidDue: 'Deposit paid, {amount} due',
  messageTitle: 'Messages',
  threadLabel: 'Your messages with {studio}',
  threadEmpty: 'No messages yet. Write to the studio below.',
  threadLoading: 'Loading your messages...',
  threadFailed: 'Your messages could not be loaded.',
  olderMessages: 'Show earlier messages',
  unreadNotice: 'New messages from {studio}: {count}',
  newMessage: 'New',
  fromYou: 'You',
  'channel.portal': 'on this page',
  'channel.email': 'by email',
  'channel.sms': 'by SMS',
  'channel.whatsapp': 'on WhatsApp',
  messageMeta: '{who}, {when}, {channel}',
  messageLabel: 'Your message to {studio}',
  characters: '{count} of {max} characters',
  send: 'Send',
  messageSent: 'Your message was sent.',
  messageEmpty: 'Write a message first.',
  messageTooLong: 'Your message is too long.',
  requestsTitle: 'Measure yourself',
  requestIntro:
    'The studio asks for your measurements for: {garment}. Enter each one in {unitName}; leave a field empty if you cannot take it.',
  noteLabel: 'Note for the studio (optional)',
  sendMeasurements: 'Send measurements',
  sendAnyway: 'Send anyway',
  checkValues: 'Some values look unusual. Correct them, or choose Send anyway.',
  flagImplausible: '{name} {value} {unit}? Please check: most people measure between {min} and {max} {unit}.',
  flagFar: '{name} {value} {unit}? Please check: last time it was {previous} {unit}.',
  writeInches: '{name}: write 27 1/4 or 27.25',
  writeCm: '{name}: write 69 or 69.5',
  writeAngle: '{name}: write degrees, like 13 or 13.5',
  writeCount: '{name}: write a whole number',
  sizeRange: '{name}: write a size above 0 and at most {max}',
  needOne: 'Enter at least one measurement.',
  requestSubmitted: 'Sent, waiting for the studio.',
  studioWillCheck: 'The studio will double-check: {names}.',
  actionRate: 'Too many requests. Please wait a minute, then try again.',
  actionNetwork: 'Not sent: check your connection, then try again.',
  actionInvalid: 'Not sent: please check what you entered.',
  actionFailed: 'Not sent. Please try again.',
  documentChanged: 'The studio changed this since you opened it. Here is the new version: read it, then answer again.',
  quotesTitle: 'Quotes',
  quoteTitle: 'Quote {code} · {title}',
  quoteLines: 'What the quote includes',
  quoteItem: 'Item',
  quoteQty: 'Qty',
  quoteSubtotal: 'Subtotal',
  quoteDiscount: 'Discount',
  quoteTax: 'Tax',
  quoteTotal: 'Total',
  quoteDeposit: 'Deposit on acceptance',
  quoteValidUntil: 'Valid until {date}',
  quoteExpiredOn: 'Was valid until {date}',
  'quoteStatus.sent': 'Waiting for your answer',
  'quoteStatus.accepted': 'Accepted',
  'quoteStatus.declined': 'Declined',
  'quoteStatus.expired': 'Expired',
  'quoteStatus.draft': 'Draft',
  quoteAccept: 'Accept',
  quoteDecline: 'Decline',
  quoteConfirm: 'Accept this quote? The studio will start your order.',
  quoteConfirmDeposit: 'Accept this quote? The studio will start your order and send you an invoice for the deposit of {amount}.',
  quoteAcceptYes: 'Yes, accept the quote',
  quoteDeclineReason: 'Why are you declining? (optional)',
  quoteDeclineSend: 'Decline the quote',
} as const;

export type MessageKey = keyof typeof en;
export type { Language };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Each language's texts of the page are `locales/<language>.json` (English is `en` above), and the
 * app's labels of that language name the built-in garments and project types (decision 203). They
 * are in the page's code, not fetched: a dynamic import would take Vite's preload helper out of the
 * landing page's one boot script (decision 057), and all of them weigh less than the budget's margin.
 */
const catalogFiles = import.meta.glob<Record<MessageKey, string>>('./locales/*.json', { eager: true, import: 'default' });
const labelFiles = import.meta.glob<Record<string, string>>('../locales/*/labels.json', { eager: true, import: 'default' });
const languageOfFile = (path: string) => path.slice('./locales/'.length, -'.json'.length) as Language;

/** The languages the page is written in: English and each with its file. */
export const PORTAL_LANGUAGES: readonly Language[] = [
  'en',
  ...Object.keys(catalogFiles)
    .map(languageOfFile)
    .filter((language) => language !== 'en'),
];

type Texts = { texts: Record<MessageKey, string>; labels: Record<string, string> };
const loaded = new Map<Language, Texts>([
  ['en', { texts: en, labels: {} }],
  ...Object.entries(catalogFiles).map(([path, texts]): [Language, Texts] => {
    const language = languageOfFile(path);
    return [language, { texts, labels: labelFiles[`../locales/${language}/labels.json`] ?? {} }];
  }),
]);

/** The client's language when the page speaks it, else the browser's first it speaks, else English. */
export function pickLanguage(chosen: string | undefined, browser: readonly string[] = []): Language {
  for (const tag of chosen ? [chosen] : browser) {
    const spoken = PORTAL_LANGUAGES.find((language) => language === tag.toLowerCase().split('-')[0]);
    if (spoken) return spoken;
  }
  return chosen ? pickLanguage(undefined, browser) : 'en';
}

/** The page's texts in a language it is written in; English for any other. */
export function translator(language: Language): Translate {
  const catalog = loaded.get(language)?.texts ?? en;
  return (key, params = {}) => catalog[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const labelsIn = (language: Language): Record<string, string> => loaded.get(language)?.labels ?? {};

/**
 * A name from the studio's records (a measurement, a stage, a project type) in the page's
 * language: a measurement's and a stage's from the shared names the studio's screens and the PDFs
 * read (decision 137), a project type's from the app's labels; a studio's own names stay as written.
 */
export function dataName(language: Language, kind: 'measurement' | 'stage' | 'projectType', name: string): string {
  if (kind === 'measurement') return measurementName(name, language);
  if (kind === 'stage') return stageName(name, language);
  return labelsIn(language)[`${kind}.${name}`] || name;
}

/**
 * A garment's name in the page's language: a built-in type's, which the server sends as its
 * English label, the type capitalised ('Dress' is 'Robe'); any other name stays as the studio wrote
 * it. Read without the shared labels, which would bring their schemas into the page (decision 085).
 */
export function garmentName(language: Language, name: string): string {
  return labelsIn(language)[`garment.${name.toLowerCase()}`] || name;
}
