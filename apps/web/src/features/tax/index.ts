// Tax and the books on the web (decision 167): Settings › Tax, the rates the invoice form offers,
// the notice of what an invoice lacks before it is issued, and the accountant's export.
export { TaxSettingsTab } from './components/tax-settings-tab';
export { useTaxSettings } from './api/tax-api';
export { MissingTerms, TAX_SETTINGS_PATH } from './components/missing-terms';
export { AccountingExportDialog } from './components/accounting-export-dialog';
export { useTaxCategoryLabel, useTaxTexts } from './components/use-tax-category-label';
