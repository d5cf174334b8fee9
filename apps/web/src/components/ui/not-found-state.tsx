import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { buttonVariants } from './button';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const notFoundMessages = i18n('not-found', {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to home',
});

/**
 * The app's not-found state: an unknown address (the catch-all page wraps it in its own `main`) and
 * a record that is not there, inside the layout (the client page, decision 126). `action` replaces
 * the way home with a nearer one.
 */
export function NotFoundState({ action, className }: { action?: ReactNode; className?: string }) {
  const t = useMessages(notFoundMessages);
  return (
    <div className={className} data-testid="not-found">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      {action ?? (
        <AppLink to="/" className={buttonVariants()}>
          {t.home}
        </AppLink>
      )}
    </div>
  );
}
