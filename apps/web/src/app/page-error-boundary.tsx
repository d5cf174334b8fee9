import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';

const messages = i18n('page-error', {
  title: 'This page could not be shown',
  offline: 'This page is not on this device yet. It opens once you are back online; your changes made offline are kept.',
  text: 'Something went wrong while showing this page. Reloading usually fixes it; your changes made offline are kept.',
  reload: 'Reload',
});

/**
 * What is shown instead of a page that failed to render, most often a page's code that could not be
 * loaded offline before the installable app had kept it. Without it React left an empty screen, with
 * the offline strip and its changes not synced out of reach.
 */
function PageError({ wholeScreen }: { wholeScreen: boolean }) {
  const t = useMessages(messages);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div
      role="alert"
      data-testid="page-error"
      className={
        wholeScreen ? 'mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6 text-center' : 'flex max-w-xl flex-col gap-4'
      }
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{offline ? t.offline : t.text}</p>
      <div>
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      </div>
    </div>
  );
}

/**
 * Catches a render error below it (React has no hook for this). Inside the layout it is keyed by the
 * address, so going to another page tries again; around the whole app it takes the screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; wholeScreen?: boolean }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError wholeScreen={this.props.wholeScreen ?? false} /> : this.props.children;
  }
}
