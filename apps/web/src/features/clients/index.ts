// The clients feature's public face: what other features and the app use (decision 119).
export { useClientNames, useClientPages, useClientRecord } from './api/client-list';
export { ClientPicker } from './components/client-picker';
export { ClientFilter } from './components/client-filter';
