import type { RefusalKey } from '../en/index.js';
import { PT_CORE } from './core.js';
import { PT_DOCUMENTS } from './documents.js';
import { PT_APPOINTMENTS } from './appointments.js';
import { PT_ACCOUNTS } from './accounts.js';
import { PT_PATTERNS } from './patterns.js';
import { PT_WORKSHOP } from './workshop.js';

/** Every refusal in this language: the type asks for every English key. */
export const PT_REFUSALS: Record<RefusalKey, string> = {
  ...PT_CORE,
  ...PT_DOCUMENTS,
  ...PT_APPOINTMENTS,
  ...PT_ACCOUNTS,
  ...PT_PATTERNS,
  ...PT_WORKSHOP,
};
