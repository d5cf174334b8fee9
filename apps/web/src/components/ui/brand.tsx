import { AppLink } from './app-link';
import { cn } from '@/lib/cn';

/** The Atelier word mark; links home. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <AppLink
      to="/"
      className={cn('inline-flex items-center gap-2 rounded-md font-serif text-xl font-semibold tracking-tight text-foreground', className)}
    >
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden>
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M9 23 16 8l7 15M11.8 17h8.4"
          fill="none"
          className="stroke-primary-foreground"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Atelier
    </AppLink>
  );
}
