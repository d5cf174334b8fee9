import { PHOTO_KIND_LABELS, type PhotoKind } from '@atelier/shared';
import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the photos panel and its viewer (decision 021), shared by the client, project and
 * measurement screens; French in locales/fr/photos.json. The kinds' English names are the contract's.
 */
export const photoMessages = i18n('photos', {
  heading: 'Photos',
  countOf: params('{count} of {max}'),
  kind_reference: PHOTO_KIND_LABELS.reference,
  kind_fabric: PHOTO_KIND_LABELS.fabric,
  kind_fitting: PHOTO_KIND_LABELS.fitting,
  kind_other: PHOTO_KIND_LABELS.other,
  uploadKind: 'Add as',
  addPhotos: 'Add photos',
  takePhoto: 'Take photo',
  hint: params('JPEG, PNG, WebP, GIF or AVIF, up to {max} MB each. Location and camera details are removed.'),
  full: params('This record holds the most photos ({max}). Delete one to add another.'),
  tooLarge: params('The photo must be at most {max} MB.'),
  uploadsLabel: 'Uploads',
  waiting: 'Waiting',
  processing: 'Processing...',
  percent: params('{percent}%'),
  progressOf: params('Upload of {name}'),
  retry: params('Retry {name}'),
  retryShort: 'Retry',
  removeUpload: params('Remove {name} from the list'),
  added: count({ one: '{count} photo added', other: '{count} photos added' }),
  loading: 'Loading photos...',
  loadFailed: 'The photos could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No photos yet.',
  altOf: params('{kind} {n}'),
  position: params('Photo {n} of {total}. The arrow keys move between photos.'),
  previous: 'Previous photo',
  next: 'Next photo',
  caption: 'Caption',
  kind: 'Kind',
  save: 'Save',
  deletePhoto: 'Delete photo',
  deleteTitle: 'Delete Photo',
  deleteDescription: 'Are you sure you want to delete this photo? This action cannot be undone.',
  deleteConfirm: 'Delete',
  close: 'Close',
  photosOf: params('Photos of {name}'),
  measurementName: params('{garment} measurement of {client}'),
  photosDescription: 'Style references, fabric swatches and fitting photos.',
});

export type PhotoTexts = ReturnType<typeof photoMessages.get>;

/** The kind's name in the user's language. */
export function kindLabel(t: PhotoTexts, kind: PhotoKind): string {
  return t[`kind_${kind}`];
}
