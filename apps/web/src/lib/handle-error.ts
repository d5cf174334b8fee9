import { PLAN_ERROR_CODES, type FieldError } from '@atelier/shared';
import { navigateTo } from './navigation';
import { toast } from './toast';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export type HandledError = {
  statusCode: number | undefined;
  code: string | undefined;
  message: string;
  details: FieldError[] | undefined;
};

export type HandleErrorOptions = {
  /** Navigation for plan codes; defaults to the router's navigate. */
  navigate?: (to: string) => void;
  /** Skip the toast when the caller shows the message itself. */
  silent?: boolean;
};

type ResponseData = {
  message?: unknown;
  status_code?: unknown;
  code?: unknown;
  errors?: unknown;
  error?: { message?: unknown };
};
type ErrorLike = { message?: unknown; response?: { status?: number; data?: ResponseData | null } };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * The shared error handler of spec section 8: one message precedence, one toast, and the plan
 * codes send the user to /pricing. Returns what stores keep and forms show.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): HandledError {
  const err = (error && typeof error === 'object' ? error : { message: error }) as ErrorLike;
  const response = err.response;
  const data = response?.data && typeof response.data === 'object' ? response.data : undefined;

  let message = str(data?.message) ?? str(data?.error?.message) ?? str(err.message) ?? FALLBACK_ERROR_MESSAGE;
  const details = Array.isArray(data?.errors) ? (data.errors as FieldError[]) : undefined;
  const first = details?.[0];
  if (first && str(first.message)) message = first.message;

  const statusCode = typeof data?.status_code === 'number' ? data.status_code : response?.status;
  const code = str(data?.code);

  if (!response && err.message === 'Network Error') message = NETWORK_ERROR_MESSAGE;

  if (!options.silent) toast.error(message);

  if (code && (PLAN_ERROR_CODES as readonly string[]).includes(code)) {
    (options.navigate ?? navigateTo)('/pricing');
  }
  return { statusCode, code, message, details };
}
