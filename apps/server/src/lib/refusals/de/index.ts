import type { RefusalKey } from '../en/index.js';
import { DE_CORE } from './core.js';
import { DE_DOCUMENTS } from './documents.js';
import { DE_APPOINTMENTS } from './appointments.js';
import { DE_ACCOUNTS } from './accounts.js';
import { DE_PATTERNS } from './patterns.js';
import { DE_WORKSHOP } from './workshop.js';

/** Every refusal in this language: the type asks for every English key. */
export const DE_REFUSALS: Record<RefusalKey, string> = {
  ...DE_CORE,
  ...DE_DOCUMENTS,
  ...DE_APPOINTMENTS,
  ...DE_ACCOUNTS,
  ...DE_PATTERNS,
  ...DE_WORKSHOP,
};
