import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the clients screen (decision 021: texts come from catalogs). English is the
 * original wording; French is in locales/fr/clients.json. Status words come from lib/labels.
 */
export const clientMessages = i18n('clients', {
  title: 'Clients',
  description: 'Everyone you sew for, with their contact details and orders.',
  addClient: 'Add Client',
  searchPlaceholder: 'Search clients...',
  searchLabel: 'Search clients',
  loading: 'Loading clients...',
  empty: 'No clients found.',
  listLabel: 'Clients',
  noActiveProjects: 'No active projects',
  activeProjects: count({ one: '{count} active project', other: '{count} active projects' }),
  lastOrder: params('Last Order Date: {date}'),
  neverOrdered: 'Never ordered',
  statusButton: params('Status: {status}. Change {name} to {next}'),
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
  preferredChannel: 'Preferred channel',
  preferredChannelHint: 'How order-ready offers and appointment reminders reach this client.',
  language: 'Language',
  languageHint: 'Invoices, messages and the client’s portal are written in it.',
  languageOfStudio: 'The studio’s language',
  name: 'Name',
  edit: params('Edit {name}'),
  delete: params('Delete {name}'),
  measurementsLink: 'Measurements',
  measurementsOf: params('Measurements of {name}'),
  editTitle: 'Edit Client',
  addTitle: 'Add Client',
  editDescription: params('Update the details of {name}.'),
  addDescription: 'Add a new client to your list.',
  saveChanges: 'Save Changes',
  saveClient: 'Save Client',
  deleteTitle: 'Delete Client',
  deleteDescription: params('Are you sure you want to delete {name}? This action cannot be undone.'),
  deleteConfirm: 'Delete',
  checkingRelated: 'Checking related records...',
  alsoDeletes: params('This will also delete {related} of this client.'),
  measurementCount: count({ one: '{count} measurement', other: '{count} measurements' }),
  projectCount: count({ one: '{count} project', other: '{count} projects' }),
  related: params('{measurements} and {projects}'),
  relatedFailed: params(
    'Could not count the related records ({error}). Deleting the client also deletes all of its measurements and projects.',
  ),
  markInactive: 'Mark inactive',
  statusTitle: 'Change Client Status',
  statusDescription: params('Change the status of {name} from {status} to {next}?'),
  markAs: params('Mark as {status}'),
});

export type ClientTexts = ReturnType<typeof clientMessages.get>;
