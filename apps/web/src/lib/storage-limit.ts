import { ApiError } from './api-client';
import { canManageBilling, errorMessage } from './handle-error';
import { i18n, textsOf } from './i18n/i18n';
import { navigateTo } from './navigation';
import { toast } from './toast';

const messages = i18n('storage-limit', { upgrade: 'Upgrade plan' });
const texts = textsOf(messages);

/** An upload would pass the plan's storage (decision 036): 403 with this code and how much is used. */
export const STORAGE_LIMIT_CODE = 'STORAGE_LIMIT_REACHED';

/** For mutations that save an image: the query client leaves this refusal to `toastStorageLimit`. */
export const storageLimitMeta = { inlineErrorCodes: [STORAGE_LIMIT_CODE] } as const;

const isStorageLimit = (error: unknown): boolean => error instanceof ApiError && error.code === STORAGE_LIMIT_CODE;

/**
 * A full storage is not a move to /pricing (the other plan refusals are, lib/handle-error): the user would
 * lose the drawing. The server's message is an error toast whose action opens /pricing, and the
 * screen keeps everything as it was. Answers whether the error was this one.
 */
export function toastStorageLimit(error: unknown): boolean {
  if (!isStorageLimit(error)) return false;
  // A member cannot change the plan (decision 072): the message alone, no way to /pricing.
  const action = canManageBilling() ? { action: { label: texts().upgrade, onClick: () => navigateTo('/pricing') } } : {};
  toast.error(errorMessage(error), { duration: 10_000, ...action });
  return true;
}
