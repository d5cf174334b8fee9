/** The columns of each CSV of the export (decision 026), in the order a spreadsheet shows them. */
export const CLIENT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'address',
  'notes',
  'status',
  'openProjects',
  'lastOrderDate',
  'createdAt',
  'updatedAt',
  'preferredChannel',
] as const;
export const MEASUREMENT_COLUMNS = [
  'recordId',
  'clientId',
  'client',
  'garmentType',
  /** The built-in label or the garment template's name when taken (decision 078). */
  'garment',
  'name',
  'size',
  'unit',
  'notes',
  'createdAt',
  'updatedAt',
] as const;
export const PROJECT_COLUMNS = [
  'id',
  'name',
  'clientId',
  'client',
  'type',
  'status',
  'priority',
  'progress',
  'dueDate',
  'budget',
  'description',
  'assigneeId',
  'createdAt',
  'updatedAt',
] as const;
/** One row per invoice; amounts in the invoice's own currency. */
export const INVOICE_COLUMNS = [
  'id',
  'invoiceNumber',
  'clientId',
  'client',
  'project',
  'status',
  'currency',
  'dueDate',
  'subtotal',
  'discount',
  'tax',
  'total',
  'paid',
  'balance',
  'sentAt',
  'createdAt',
] as const;

/** One row per calendar event; times in UTC. */
export const EVENT_COLUMNS = [
  'id',
  'title',
  'type',
  'status',
  'clientId',
  'client',
  'startTime',
  'endTime',
  'location',
  'description',
  'remindClient',
  'assigneeId',
  /** The client's answer from the portal and their note (decision 082). */
  'clientResponse',
  'clientResponseNote',
  'createdAt',
] as const;

/** One row per pattern; `image` names its file in the ZIP's patterns/ folder. */
export const PATTERN_COLUMNS = [
  'id',
  'name',
  'garmentType',
  'style',
  'sizeRange',
  'fabricType',
  'occasion',
  'description',
  'isPublic',
  'isAiGenerated',
  'image',
  'createdAt',
] as const;

/** One row per measurement of each garment template, in the template's order; a template with none is one row. */
export const TEMPLATE_COLUMNS = ['id', 'name', 'position', 'measurement', 'hint', 'unit', 'createdAt', 'updatedAt'] as const;
