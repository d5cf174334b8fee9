import { PLAN_ERROR_CODES, type FieldError } from '@atelier/shared';
import { ApiError } from './api-client';
import { errorTexts, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './error-texts';
import { navigateTo } from './navigation';
import { toast } from './toast';

export { FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE };

/**
 * Who may be sent to /pricing: only someone holding 'billing.manage' (decision 072: members never
 * see billing). A member's plan refusal means their studio left Enterprise: `onMemberPlanRefusal`
 * reads the user again so the app shows why. The auth store plugs both in; lib imports no feature.
 */
type PlanHooks = { canManageBilling: () => boolean; onMemberPlanRefusal: () => void };
let planHooks: PlanHooks = { canManageBilling: () => true, onMemberPlanRefusal: () => {} };

export function configurePlanErrors(next: Partial<PlanHooks>): void {
  planHooks = { ...planHooks, ...next };
}

/** Whether the signed-in person may be offered the plans (holds 'billing.manage'). */
export const canManageBilling = (): boolean => planHooks.canManageBilling();

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

/** What the user reads for a failed call: the first field error, else the error's own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return errorTexts().network;
    return error.details[0]?.message || error.message || errorTexts().fallback;
  }
  return (error instanceof Error && error.message) || errorTexts().fallback;
}

/**
 * The shared error handler: one message precedence, one toast, and the plan
 * codes send the user to /pricing (only one who manages the billing). It reads the typed ApiError; anything else thrown
 * (a bug) is shown by its message.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): HandledError {
  const message = errorMessage(error);
  if (!options.silent) toast.error(message);
  if (!(error instanceof ApiError)) return { statusCode: undefined, code: undefined, message, details: undefined };
  if ((PLAN_ERROR_CODES as readonly string[]).includes(error.code)) {
    if (planHooks.canManageBilling()) (options.navigate ?? navigateTo)('/pricing');
    else planHooks.onMemberPlanRefusal();
  }
  return { statusCode: error.statusCode, code: error.code, message, details: error.details.length ? error.details : undefined };
}
