import { i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the designer styles page (decision 021); French in locales/fr/designer-styles.json. The success
 * toasts are the routes' own messages (decision 138), not these.
 */
export const designerStyleMessages = i18n('designer-styles', {
  title: 'Catalogue',
  description: 'The designers’ styles your boutique shows and orders.',
  add: 'Add style',
  searchPlaceholder: 'Search by name or style number...',
  searchLabel: 'Search the catalogue',
  loading: 'Loading the catalogue...',
  empty: 'No styles yet. Add a designer in Suppliers, then their styles here.',
  emptyFiltered: 'No style matches.',
  listLabel: 'Styles',
  edit: params('Edit {name}'),
  delete: params('Delete {name}'),
  addTitle: 'Add style',
  editTitle: 'Edit style',
  addDescription: 'A designer’s style, as the designer numbers and names it.',
  editDescription: params('Change {name}.'),
  save: 'Save style',
  saveChanges: 'Save Changes',
  designer: 'Designer',
  chooseDesigner: 'Choose a designer',
  noDesignerYet: 'Add the designer in Suppliers first.',
  styleNumber: 'Style number',
  fabric: 'Fabric',
  colours: 'Colours',
  coloursHint: 'Separated by commas: Ivory, Champagne',
  sizes: 'Sizes it is made in',
  sizesHint: 'Separated by commas: 2, 4, 6, 20W',
  cost: params('Cost to the boutique ({currency})'),
  retail: params('Retail price ({currency})'),
  retailShown: params('Retail {price}'),
  sizesShown: params('Sizes {sizes}'),
  name: 'Name',
  note: 'Note',
  byDesigner: params('{designer} · {number}'),
  deleteTitle: 'Delete style',
  deleteDescription: params('Delete {name}? This cannot be undone.'),
  deleteConfirm: 'Delete',
});
