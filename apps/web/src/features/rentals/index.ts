// The rentals' public face (decision 225): the page is reached through the app's routes; a group's
// page rents for its party with this dialog.
export { PartyRentalDialog } from './components/party-rental-dialog';
