/** The schemas' sentences in French (decision 204), by their English template. */
export const FR_CHECKS: Readonly<Record<string, string>> = {};
