import type { RefusalKey } from '../en/index.js';
import { FR_CORE } from './core.js';
import { FR_DOCUMENTS } from './documents.js';
import { FR_APPOINTMENTS } from './appointments.js';
import { FR_ACCOUNTS } from './accounts.js';
import { FR_PATTERNS } from './patterns.js';
import { FR_WORKSHOP } from './workshop.js';

/** Every refusal in this language: the type asks for every English key. */
export const FR_REFUSALS: Record<RefusalKey, string> = {
  ...FR_CORE,
  ...FR_DOCUMENTS,
  ...FR_APPOINTMENTS,
  ...FR_ACCOUNTS,
  ...FR_PATTERNS,
  ...FR_WORKSHOP,
};
