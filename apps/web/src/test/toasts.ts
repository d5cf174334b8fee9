import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { toast } from '@/lib/toast';

type Kind = keyof typeof toast;

/**
 * Toasts as spies in each of this file's tests: none loads sonner, and a test reads what was shown
 * (`expect(toast.success).toHaveBeenCalledWith(…)`). Spies, not `vi.mock`: the web tests share one
 * module graph per worker, where a mocked module would leak into other files (decision 140).
 */
export function spyOnToasts(): typeof toast {
  let spies: MockInstance[] = [];
  beforeEach(() => {
    spies = (Object.keys(toast) as Kind[]).map((kind) => vi.spyOn(toast, kind).mockImplementation(() => undefined));
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));
  return toast;
}
