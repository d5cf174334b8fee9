// The measurements feature's public face: what other features and the app use (decision 119).
export { measurementNamesOf, useClientMeasurements } from './api/client-measurements';
export { currentSizeFieldTexts, readSizeField, useSizeFieldTexts, type SizeFieldTexts } from './components/size-field';
