// Online booking's public face (decision 161): the settings tab; the bookings list and the public
// page /book/<slug> are reached by their routes alone (app/routes.tsx, app/root.tsx).
export { BookingSettingsTab } from './components/booking-settings-tab';
