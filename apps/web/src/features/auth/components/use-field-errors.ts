import { useState } from 'react';
import { fieldErrorsOf } from '@/lib/api-client';

/**
 * Server field errors (`errors[]`) by field name. Editing a field clears its error; a failed
 * submit replaces them all.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    fromError: (error: unknown) => setErrors(fieldErrorsOf(error)),
    clear: (field: string) =>
      setErrors((prev) => {
        if (!(field in prev)) return prev;
        const next = { ...prev };
        delete next[field];
        return next;
      }),
    reset: () => setErrors({}),
  };
}
