import type { RefusalKey } from '../en/index.js';
import { ES_CORE } from './core.js';
import { ES_DOCUMENTS } from './documents.js';
import { ES_APPOINTMENTS } from './appointments.js';
import { ES_ACCOUNTS } from './accounts.js';
import { ES_PATTERNS } from './patterns.js';
import { ES_WORKSHOP } from './workshop.js';

/** Every refusal in this language: the type asks for every English key. */
export const ES_REFUSALS: Record<RefusalKey, string> = {
  ...ES_CORE,
  ...ES_DOCUMENTS,
  ...ES_APPOINTMENTS,
  ...ES_ACCOUNTS,
  ...ES_PATTERNS,
  ...ES_WORKSHOP,
};
