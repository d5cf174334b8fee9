import { Button } from './button';

/** The "next page" of a long list; says how many are left so nothing seems missing. */
export function ShowMore({ remaining, onMore, page = 60 }: { remaining: number; onMore: () => void; page?: number }) {
  if (remaining <= 0) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onMore}>
        Show {Math.min(page, remaining)} more ({remaining.toLocaleString()} not shown)
      </Button>
    </div>
  );
}
