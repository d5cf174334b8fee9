import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { MAIN_ID } from '@/components/ui/skip-link';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('not-found', {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to home',
});

export function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center outline-none"
    >
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <Link to="/" className={buttonVariants()}>
        {t.home}
      </Link>
    </main>
  );
}
