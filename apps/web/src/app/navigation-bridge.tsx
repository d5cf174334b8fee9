import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { setNavigator } from '@/lib/navigation';

/**
 * Hands the router's navigate to code outside React (see lib/navigation), and starts each page
 * opened by a link or a redirect at its top (a plan button far down the landing page
 * opened /signup scrolled past its heading). Back and forward leave the scroll to the browser.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
