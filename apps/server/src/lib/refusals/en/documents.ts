/** The refusals of invoices, quotes, contracts, tax, accounting, pay, purchase orders, in English (decision 200). */
export const EN_DOCUMENTS = {} as const;
