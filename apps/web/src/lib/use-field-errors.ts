import { useCallback, useMemo, useState } from 'react';
import { fieldErrorsOf } from './api-client';
import { toast } from './toast';
import type { Validated } from './validate-form';

/**
 * Field errors for a form: the server's `errors[]` (by field path, e.g. `name` or
 * `measurements.2.size`) merged with the form's own checks. Editing a field clears its error;
 * a failed submit replaces them all. Lives in lib so every feature's forms share one behaviour.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fromError = useCallback((error: unknown) => setErrors(fieldErrorsOf(error)), []);
  const clear = useCallback(
    (field: string) =>
      setErrors((prev) => {
        if (!(field in prev)) return prev;
        const next = { ...prev };
        delete next[field];
        return next;
      }),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  /**
   * The form's own check (the shared schema) refused the input: the fields show why, and the first
   * reason is toasted exactly as a refusal from the server would be, so checking
   * before sending changes nothing the user sees.
   */
  const refuse = useCallback((next: Record<string, string>) => {
    setErrors(next);
    const first = Object.values(next)[0];
    if (first) toast.error(first);
  }, []);
  /**
   * One submit, the way every form saves: a body the shared schema refused is not sent; otherwise
   * it is saved, and a refusal from the server lands on the fields. True when saved. `toFields`
   * renames the server's paths for a form whose rows are not the body's (measurement sizes).
   */
  const submit = useCallback(
    async <B>(
      built: Validated<B>,
      save: (body: B) => Promise<unknown>,
      toFields: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
    ): Promise<boolean> => {
      if (!built.ok) {
        refuse(built.errors);
        return false;
      }
      reset();
      try {
        await save(built.body);
        return true;
      } catch (err) {
        // The query client has toasted it (and sent plan-limit errors to /pricing).
        setErrors(toFields(fieldErrorsOf(err)));
        return false;
      }
    },
    [refuse, reset],
  );
  return useMemo(() => ({ errors, setErrors, fromError, clear, reset, refuse, submit }), [errors, fromError, clear, reset, refuse, submit]);
}
