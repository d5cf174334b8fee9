import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigateTo } from '@/lib/navigation';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * An in-app link that needs no router. The landing page renders before react-router is loaded
 * (its JavaScript budget is 93 KB gzip), so its links navigate through lib/navigation, which is the
 * router's navigate once the app has loaded. Clicks that ask for a new tab or window, and links
 * with a target, keep what the browser does with them.
 */
export function AppLink({ to, onClick, target, ...props }: AppLinkProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    navigateTo(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...props} />;
}
