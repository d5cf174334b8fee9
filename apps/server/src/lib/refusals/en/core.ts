/**
 * The server's refusals in English, by key (decision 200): the sentence a person reads when the
 * server says no. `{name}` is a value the refusal carries, written in the reader's locale (an amount
 * in its currency, a number with the reader's decimal mark). Every other language has every key.
 */
export const EN_CORE = {
  // Plans (decision 013): what a plan without the feature answers.
  'plan.invoices': 'Invoices are included in the Premium and Enterprise plans. Upgrade to use them.',
  'plan.calendar': 'You need to upgrade to a higher plan to use this feature...',
  'plan.analytics': 'Analytics are included in the Premium and Enterprise plans. Upgrade to see your studio’s numbers.',
  'plan.advancedAnalytics': 'Custom date ranges and CSV downloads are part of advanced analytics on the Enterprise plan.',
  'plan.timeline': 'Production stages are included in the Premium and Enterprise plans. Upgrade to follow each order stage by stage.',
  'plan.garmentTemplates': 'Your own garment templates are included in the Premium and Enterprise plans. Upgrade to create them.',
  'plan.team': 'Teams are part of the Enterprise plan. Upgrade to invite people to your studio.',
  'plan.branding': 'Custom branding is part of the Enterprise plan. Upgrade to put your logo and colour on documents.',
  'plan.apiTokens': 'API access is part of the Enterprise plan. Upgrade to create API tokens.',
  'plan.bookings': 'Online booking is included in the Premium and Enterprise plans. Upgrade to let clients book and pay a deposit.',
  'plan.quotes': 'Quotes are included in the Premium and Enterprise plans. Upgrade to send them.',
  'plan.contracts': 'Signed contracts are included in the Premium and Enterprise plans. Upgrade to have clients sign them.',
  'plan.groups': 'Groups such as wedding parties are included in the Premium and Enterprise plans. Upgrade to dress a whole party.',
  'plan.clientPortal':
    'The client portal is included in the Premium and Enterprise plans. Upgrade to share a private link with your clients.',
  'plan.materials': 'Fabric and material stock is included in the Premium and Enterprise plans. Upgrade to keep your stock in Atelier.',
  'plan.messagesToClients':
    'Sending messages to clients by email or SMS is part of the Premium and Enterprise plans. ' +
    'Upgrade to send them; Share on WhatsApp works on every plan.',
  'plan.lapsed': 'Your {plan} subscription is not active. Renew it on the Pricing page to use this again.',
  // Payments of an invoice (decision 029).
  'payment.creditNote': 'A credit note takes no payment: money paid back is recorded as its refund',
  'payment.tooMany': 'At most {max} payments per invoice',
  'payment.fullyPaid': 'This invoice is fully paid',
  'payment.overBalance': 'Amount cannot be more than the balance due ({balance})',
  'payment.refundKept': 'This refund was made with credit note {number}: it is kept with it',
  // The envelope's own refusals (plugins/error-handler.ts).
  'request.fieldRequired': "'{field}' is required",
  'request.unknownField': "Unknown field '{field}'",
  'request.invalidValue': "Invalid value for '{field}'",
  'request.invalid': 'The request is not valid.',
  'request.recordNotFound': 'Record not found',
  'request.badUrl': 'The request URL is not valid.',
  'request.unreadable': 'The request could not be read.',
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.emptyJson': 'The request body is empty; send a JSON object.',
  'request.tooLarge': 'The request body is too large.',
  'request.mediaType': 'Send the request body as application/json.',
  'request.badLength': 'The request body length is wrong.',
  'request.tooManyRequests': 'Too many requests. Please slow down.',
  'request.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'request.serverFault':
    'Something went wrong on our side. Please try again; if it keeps happening, contact support and quote {requestId}.',
  'session.ended': 'Your session has ended. Please sign in again.',
} as const;
