// The calendar feature's public face: what other features and the app use (decision 119).
export { useKeepComingWeeks } from './api/coming-weeks';
export { useCalendarEvents } from './api/calendar-api';
export { useEventLabels } from './components/event-labels';
