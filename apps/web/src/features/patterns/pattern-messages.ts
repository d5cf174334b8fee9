import { i18n, params } from '@/lib/i18n/i18n';

/**
 * The texts of patterns, on /patterns and on the generator's /ai-patterns. English is the original wording where there was one (the
 * /patterns screen, the Make Public confirmation, the list's loaded toast); French in locales/fr.
 * Garment types, styles, sizes and fabrics come from lib/labels.
 */
export const patternMessages = i18n('patterns', {
  title: 'Pattern Designer',
  description: 'Create and edit patterns with digital tools',
  // The list's loaded toast: the other toasts are the routes' messages (decision 067), but the
  // server's patternsLoaded has no "!" and this one always had.
  loaded: 'Patterns loaded successfully!',

  yourPatterns: 'Your Patterns',
  listLabel: 'Your patterns',
  loading: 'Loading...',
  empty: 'No patterns created yet.',
  searchLabel: 'Search your patterns',
  searchPlaceholder: 'Search by name or garment type...',
  noMatch: 'No patterns found.',
  storeError: params('Error: {message}'),
  imageOf: params('Pattern {name}'),
  public: 'Public',
  watermarked: 'Watermarked',
  edit: 'Edit',
  editOf: params('Edit {name}'),
  moreActions: params('More actions for {name}'),
  openInCanvas: 'Open in canvas',
  downloadPng: 'Download PNG',
  makePublic: 'Make Public',
  delete: 'Delete',

  saveTitle: 'Save Pattern',
  saveDescription: 'Provide details for your pattern.',
  saveSubmit: 'Save Pattern',
  savesOver: params('Saving replaces the drawing of “{name}” with the one on the canvas.'),
  editTitle: 'Edit Pattern',
  editDescription: 'Update the pattern details below.',
  saveChanges: 'Save Changes',
  name: 'Pattern Name',
  patternDescription: 'Description',
  garmentType: 'Garment Type',
  style: 'Style',
  sizeRange: 'Size Range',
  fabricType: 'Fabric Type',
  occasion: 'Occasion',
  occasionPlaceholder: 'e.g., wedding, office, casual wear',
  imageError: params('The drawing was refused: {message}'),

  // The Make Public confirmation, and that it is one-way (decision 036).
  makePublicTitle: 'Confirm Move to Public',
  makePublicDescription: 'Are you sure you want to move this pattern to the public library? It will be accessible to all users.',
  makePublicOneWay: 'A public pattern cannot be made private again.',
  deleteTitle: 'Delete Pattern',
  deleteDescription: params('Are you sure you want to delete “{name}”? This cannot be undone.'),
  deletePublicDescription: params(
    'Are you sure you want to delete “{name}”? It is in the public library: deleting it removes it from the library too. This cannot be undone.',
  ),
  deleteConfirm: 'Delete',
});
