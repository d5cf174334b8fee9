import type { EN_DOCUMENTS } from '../en/documents.js';

/** The refusals of invoices, quotes, contracts, tax, accounting, pay, purchase orders (decision 200); the type asks for every English key. */
export const IT_DOCUMENTS: Record<keyof typeof EN_DOCUMENTS, string> = {};
