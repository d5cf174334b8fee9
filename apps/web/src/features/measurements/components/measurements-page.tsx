import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { CLIENT_PARAM } from '@/lib/navigation';
import { measurementMessages } from '../messages';
import { GarmentTemplatesTab } from './garment-templates-tab';
import { MeasurementHistory } from './measurement-history';
import { NewMeasurementForm } from './new-measurement-form';

const TABS = ['new', 'history', 'garments'] as const;
type Tab = (typeof TABS)[number];
/** Three tabs share a phone's width: their words wrap there rather than one tab hiding off screen. */
const TRIGGER = 'flex-1 py-2.5 max-sm:whitespace-normal! sm:flex-none';

/**
 * /measurements: 'New Measurement', 'Measurement History' and the studio's own 'Garments'
 * (decision 078). The tab is in the address (`?tab=garments`, `?tab=history&client=<id>`), so a
 * link can open a client's history and the browser's back button returns to the tab; `?client=<id>`
 * on the new tab starts the form with that client (the client page, decision 126).
 */
export function MeasurementsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'new';
  const t = useMessages(measurementMessages);
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'new') out.delete('tab');
        else out.set('tab', next);
        if (next !== 'history') out.delete(CLIENT_PARAM);
        return out;
      },
      { replace: true },
    );

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="new" className={TRIGGER}>
            {t.tabNew}
          </TabsTrigger>
          <TabsTrigger value="history" className={TRIGGER}>
            {t.tabHistory}
          </TabsTrigger>
          <TabsTrigger value="garments" className={TRIGGER}>
            {t.tabGarments}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while hidden, so a half-filled form survives a look at the history. */}
        <TabsContent value="new" forceMount className="data-[state=inactive]:hidden">
          <NewMeasurementForm initialClientId={tab === 'new' ? (params.get(CLIENT_PARAM) ?? '') : ''} />
        </TabsContent>
        <TabsContent value="history">
          <MeasurementHistory initialClientId={params.get(CLIENT_PARAM) ?? ''} />
        </TabsContent>
        <TabsContent value="garments">
          <GarmentTemplatesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
