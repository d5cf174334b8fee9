// The purchasing feature's public face (decision 119): the suppliers and purchase orders screens
// are reached through the app's routes only, so nothing else is exported yet.
export { purchaseOrderPath } from './components/order-texts';
export { useSuppliers } from './api/suppliers-api';
