/** The schemas' sentences in Portuguese (decision 204), by their English template. */
export const PT_CHECKS: Readonly<Record<string, string>> = {};
