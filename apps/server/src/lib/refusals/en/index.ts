import { EN_CORE } from './core.js';
import { EN_DOCUMENTS } from './documents.js';
import { EN_APPOINTMENTS } from './appointments.js';
import { EN_ACCOUNTS } from './accounts.js';
import { EN_PATTERNS } from './patterns.js';
import { EN_WORKSHOP } from './workshop.js';

/** Every refusal in English, by key: the code's language; each other language is a folder like this one. */
export const EN_REFUSALS = { ...EN_CORE, ...EN_DOCUMENTS, ...EN_APPOINTMENTS, ...EN_ACCOUNTS, ...EN_PATTERNS, ...EN_WORKSHOP } as const;

export type RefusalKey = keyof typeof EN_REFUSALS;
