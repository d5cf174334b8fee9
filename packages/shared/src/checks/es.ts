/** The schemas' sentences in Spanish (decision 204), by their English template. */
export const ES_CHECKS: Readonly<Record<string, string>> = {};
