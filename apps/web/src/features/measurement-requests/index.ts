// The measurement-requests feature's public face: what other features and the app use (decision 119).
export { MeasurementRequestsButton, MeasurementRequestsDialog } from './components/measurement-requests-dialog';
export { MeasurementRequestsPanel } from './components/measurement-requests-panel';
export { garmentTemplatesQueryOptions } from './api/measurement-requests-api';
