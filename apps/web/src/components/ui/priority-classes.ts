import type { ProjectPriority } from '@atelier/shared';

/**
 * The priority colours (high, medium, low) of projects, on their cards and on the dashboard's
 * Upcoming Deadlines; each is shown with its word, so colour is never the only cue. Text on
 * these backgrounds passes WCAG AA in both themes.
 */
export const PRIORITY_CLASSES: Record<ProjectPriority, string> = {
  high: 'bg-destructive-soft text-destructive',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  low: 'bg-success-soft text-success-soft-foreground',
};
