import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';

/**
 * A 403 PLAN_UPGRADE_REQUIRED locks the calendar. The overlay says so with
 * the server's message and a button to /pricing; the user stays on the page (no move away).
 */
export function CalendarLockOverlay({ message }: { message: string }) {
  const t = useMessages(calendarMessages);
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-background/70 p-4 pt-16 backdrop-blur-[2px]">
      <UpgradePanel variant="overlay" id="calendar-lock" testId="calendar-lock" title={t.lockTitle} text={message} linkLabel={t.lockLink} />
    </div>
  );
}
