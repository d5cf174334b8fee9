import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of a project's bill of materials (decision 144); French in
 * locales/fr/project-materials.json. The success toasts are the routes' own messages (decision 138).
 */
export const projectMaterialMessages = i18n('project-materials', {
  heading: 'Materials',
  loading: 'Loading materials...',
  loadFailed: 'The project’s materials could not be loaded.',
  tryAgain: 'Try again',
  none: 'No materials yet. Add the fabric and notions this project needs to set them aside.',
  addMaterial: 'Add material',
  listLabel: params('Materials of {name}'),
  needed: 'Needed',
  reserved: 'Reserved',
  cut: 'Cut',
  toReserve: 'Left to reserve',
  lineCost: 'Cost',
  noCost: 'No price',
  totalCost: 'Total cost',
  unpriced: count({ one: '{count} line without a price, not counted', other: '{count} lines without a price, not counted' }),
  available: params('{quantity} available'),
  reserve: 'Reserve',
  cutButton: 'Cut',
  edit: 'Edit quantity',
  remove: 'Remove',
  reserveOf: params('Reserve {name}'),
  cutOf: params('Cut {name}'),
  editOf: params('Edit quantity of {name}'),
  removeOf: params('Remove {name}'),
  // The dialogs.
  addTitle: 'Add Material',
  addDescription: params('A material of the studio and how much of it {name} needs.'),
  findMaterial: 'Find a material',
  findPlaceholder: 'Search materials...',
  material: 'Material',
  chooseMaterial: 'Select a material',
  noMaterials: 'No materials match. Add them on the Materials page first.',
  alreadyListed: 'already listed',
  quantity: params('Quantity ({unit})'),
  add: 'Add',
  enterQuantity: params('Enter a quantity in {unit}.'),
  writeLength: params('{field}: write a number of {unit}, such as 2, 2,5 or 2 1/2.'),
  writeCount: params('{field}: write a whole number of units.'),
  tooMuch: params('{field} must be at most {max}.'),
  save: 'Save',
  editTitle: 'Edit Quantity',
  editDescription: params('How much of {name} the project needs.'),
  reserveTitle: 'Reserve Material',
  reserveDescription: params('Set {name} aside for this project. Left to reserve: {rest}; available: {available}.'),
  reserveHint: 'Leave it as it is to reserve what the project still needs.',
  cutTitle: 'Cut Material',
  cutDescription: params('Cut {name} for this project. Reserved: {reserved}.'),
  cutHint: 'Leave it as it is to cut what is reserved.',
  removeTitle: 'Remove Material',
  removeText: params('{name} leaves the project and what is reserved of it goes back to the stock. What was cut stays cut.'),
  // The invoice form.
  addAtCost: 'Add materials at cost',
  addWithMarkup: params('Add materials with markup ({percent} %)'),
  invoiceMaterialsHint: params('The project’s materials cost {total}.'),
});

export type ProjectMaterialTexts = ReturnType<typeof projectMaterialMessages.get>;
