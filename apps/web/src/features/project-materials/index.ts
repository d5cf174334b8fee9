// The project-materials feature's public face: what other features and the app use (decision 119).
// A project's bill of materials (decision 144): its section in the project's details, and its
// suggested invoice lines for the invoice form.
export { ProjectMaterials } from './components/project-materials-section';
export { MaterialsInvoiceButtons } from './components/materials-invoice-buttons';
