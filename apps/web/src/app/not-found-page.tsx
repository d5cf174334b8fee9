import { MAIN_ID } from '@/components/ui/skip-link';
import { NotFoundState } from '@/components/ui/not-found-state';

export function NotFoundPage() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6 text-center outline-none">
      <NotFoundState className="flex flex-col items-center gap-4" />
    </main>
  );
}
