import { i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the price list (decision 021); French in locales/fr/services.json. The success
 * toasts are the routes' own messages (decision 138), not these.
 */
export const serviceMessages = i18n('services', {
  title: 'Price list',
  description: 'The alterations you offer: their price, the time they take and the stage they are done at.',
  addService: 'Add Service',
  addFromPriceList: 'Add from price list',
  searchPlaceholder: 'Search services...',
  searchLabel: 'Search services',
  loading: 'Loading the price list...',
  empty: 'No services yet. Add the alterations you offer with their price.',
  emptyFiltered: 'No services match.',
  listLabel: 'Services',
  minutes: params('{minutes} min'),
  inactive: 'Not offered',
  edit: params('Edit {name}'),
  delete: params('Delete {name}'),
  addTitle: 'Add Service',
  editTitle: 'Edit Service',
  addDescription: 'A service of your price list, with its price and standard time.',
  editDescription: params('Change {name}.'),
  saveService: 'Save Service',
  saveChanges: 'Save Changes',
  name: 'Name',
  price: params('Price ({currency})'),
  standardMinutes: 'Standard time (minutes)',
  stage: 'Stage',
  garmentType: 'Garment type',
  anyGarment: 'Any garment',
  active: 'Offered for new work',
  writePrice: 'Write the price as a number with at most 2 decimals, such as 25,50 or 25.50',
  writeMinutes: 'Write the standard time as whole minutes, from 1 to 1440',
  // Delete.
  deleteTitle: 'Delete Service',
  deleteDescription: params('Delete {name} from your price list? Past invoices keep their lines.'),
  deleteConfirm: 'Delete',
});
export type ServiceTexts = ReturnType<typeof serviceMessages.get>;
