import { AppLink } from '@/components/ui/app-link';
import { BrandMark } from '@/components/ui/brand';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-card/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <BrandMark />
          <p className="text-sm text-muted-foreground">Studio management for tailors and fashion designers.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <AppLink to="/terms" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                Terms of Service
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                Privacy Policy
              </AppLink>
            </li>
            <li>
              <AppLink to="/login" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                Login
              </AppLink>
            </li>
            <li>
              <AppLink to="/signup" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                Sign Up
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Atelier. All rights reserved.</p>
    </footer>
  );
}
