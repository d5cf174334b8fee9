// The photos feature's public face: what other features and the app use (decision 119).
export { photoMessages } from './components/photo-messages';
export { PhotosButton, PhotosDialog } from './components/photos-dialog';
export { PhotoImage } from './components/photo-thumbnail';
export { RecordPhotos } from './components/record-photos';
