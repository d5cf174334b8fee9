import type { RefusalKey } from '../en/index.js';
import { IT_CORE } from './core.js';
import { IT_DOCUMENTS } from './documents.js';
import { IT_APPOINTMENTS } from './appointments.js';
import { IT_ACCOUNTS } from './accounts.js';
import { IT_PATTERNS } from './patterns.js';
import { IT_WORKSHOP } from './workshop.js';

/** Every refusal in this language: the type asks for every English key. */
export const IT_REFUSALS: Record<RefusalKey, string> = {
  ...IT_CORE,
  ...IT_DOCUMENTS,
  ...IT_APPOINTMENTS,
  ...IT_ACCOUNTS,
  ...IT_PATTERNS,
  ...IT_WORKSHOP,
};
