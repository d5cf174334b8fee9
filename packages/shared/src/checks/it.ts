/** The schemas' sentences in Italian (decision 204), by their English template. */
export const IT_CHECKS: Readonly<Record<string, string>> = {};
