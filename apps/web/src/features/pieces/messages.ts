import { i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the pieces page, its dialogs and the scan screen's piece (decision 215); other
 * languages in locales/<language>/pieces.json. The success toasts are the routes' own messages
 * (decision 138), not these.
 */
export const pieceMessages = i18n('pieces', {
  title: 'Pieces',
  description: 'Every gown, veil and accessory the boutique holds, each with its tag.',
  add: 'Add piece',
  searchPlaceholder: 'Search by code, style, size, colour or place...',
  searchLabel: 'Search the pieces',
  loading: 'Loading the pieces...',
  empty: 'No pieces yet. Add the gowns and accessories you hold, then print their tags.',
  emptyFiltered: 'No piece matches.',
  listLabel: 'Pieces',
  oneStyle: params('Stock of {style}'),
  allStyles: 'Show every style',
  edit: params('Edit {code}'),
  delete: params('Delete {code}'),
  addTitle: 'Add piece',
  editTitle: 'Edit piece',
  addDescription: 'One gown, veil or accessory you hold, of a style in your catalogue. Its code is given when saved.',
  editDescription: params('Change {code}.'),
  save: 'Save piece',
  saveChanges: 'Save Changes',
  style: 'Style',
  chooseStyle: 'Search the catalogue',
  stylesLoading: 'Loading the catalogue...',
  stylesNone: 'No style found. Add it to the catalogue first.',
  stylesNarrow: 'Type a name or number to find other styles.',
  size: 'Size',
  sizeHint: params('Made in {sizes}'),
  colour: 'Colour',
  colourHint: params('Made in {colours}'),
  condition: 'Condition',
  new: 'New',
  sample: 'Sample',
  used: 'Used',
  damaged: 'Damaged',
  location: 'Location',
  locationHint: 'Where it hangs: a rail, a room, a box.',
  note: 'Note',
  sizeShown: params('Size {size}'),
  printTag: 'Print tag',
  tagTitle: params('Tag of {code}'),
  deleteTitle: 'Delete piece',
  deleteDescription: params('Delete {code}? Its tag will no longer open it. This cannot be undone.'),
  deleteConfirm: 'Delete',
  found: params('Piece {code}'),
  openInStock: 'Open in pieces',
});
export type PieceTexts = ReturnType<typeof pieceMessages.get>;
