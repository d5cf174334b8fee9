import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { PlanUpgrade, usePlanHas } from '@/features/billing';
import { useAppointmentTypes, useBookingSettings } from '../api/bookings-api';
import { bookingsMessages } from '../messages';
import { DepositsSection } from './deposits-section';
import { HoursSection } from './hours-section';
import { PageSection } from './page-section';
import { TypesSection } from './types-section';

/**
 * Settings › Online booking (decision 161), for whoever manages bookings: the page, its hours and
 * closed days, the appointment types and deposits. A plan without bookings sees the upgrade panel
 * and asks for nothing it would be refused.
 */
export function BookingSettingsTab() {
  const t = useMessages(bookingsMessages);
  const included = usePlanHas('bookings');
  const settings = useBookingSettings(included);
  const types = useAppointmentTypes(included);
  if (!included) return <PlanUpgrade feature="bookings" />;
  if (settings.isError || types.isError) return <Alert variant="error">{t.loadError}</Alert>;
  if (!settings.data || !types.data)
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  return (
    <div className="space-y-6" data-testid="booking-settings">
      <PageSection settings={settings.data} />
      <HoursSection settings={settings.data} />
      <TypesSection types={types.data} />
      <DepositsSection settings={settings.data} />
    </div>
  );
}
