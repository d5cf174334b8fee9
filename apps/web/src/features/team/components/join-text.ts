import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';

/** The join page's words for the refusals it expects, by the server's code. */
export type JoinErrorTexts = { unavailable: string; otherAddress: string; notEmpty: string; notFound: string };

/**
 * What the join page says for a failed lookup or join (decision 072): an expired, used or revoked
 * link (410), a signed-in address the invitation is not for (403), an own studio that still holds
 * records (409). Anything else reads as the shared handler would say it.
 */
export function joinErrorText(error: unknown, t: JoinErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVITE_UNAVAILABLE') return t.unavailable;
    if (error.code === 'FORBIDDEN') return t.otherAddress;
    if (error.code === 'STUDIO_NOT_EMPTY') return t.notEmpty;
    if (error.statusCode === 404) return t.notFound;
  }
  return errorMessage(error);
}

/** An invitation that will never work again: expired, used, revoked (410) or unknown (404). */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVITE_UNAVAILABLE' || error.statusCode === 404);
}
