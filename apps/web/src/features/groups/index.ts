// The groups' public face (decision 119): their screens are reached through the app's routes; a
// client's page shows the groups the client is in.
export { ClientGroups } from './components/client-groups';
