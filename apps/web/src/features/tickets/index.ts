// The counter's public face (decision 119): its screens are reached through the app's routes; the
// studio's settings show its capacity.
export { CounterSettings } from './components/counter-settings';
// A project's tag prints through the same paper menu (decision 153).
export { PrintMenu } from './components/ticket-print';
export { projectTagPdf } from './api/tickets-api';
