// The activity feature's public face (decision 119): the sentence of a studio's activity entry in
// the user's language, read by the dashboard and the client page (decision 134: its own home, so
// neither feature imports the other).
export { activityMessages, activityText, recordActivity } from './components/activity-text';
