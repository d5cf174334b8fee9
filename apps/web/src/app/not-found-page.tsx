import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { MAIN_ID } from '@/components/ui/skip-link';

export function NotFoundPage() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center outline-none">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants()}>
        Back to home
      </Link>
    </main>
  );
}
