import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { measurementMessages } from '../messages';
import { MeasurementHistory } from './measurement-history';
import { NewMeasurementForm } from './new-measurement-form';

/** /measurements: 'New Measurement' and 'Measurement History' tabs. */
export function MeasurementsPage() {
  const [tab, setTab] = useState('new');
  const t = useMessages(measurementMessages);

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="new" className="flex-1 py-2.5 sm:flex-none">
            {t.tabNew}
          </TabsTrigger>
          <TabsTrigger value="history" className="flex-1 py-2.5 sm:flex-none">
            {t.tabHistory}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while hidden, so a half-filled form survives a look at the history. */}
        <TabsContent value="new" forceMount className="data-[state=inactive]:hidden">
          <NewMeasurementForm />
        </TabsContent>
        <TabsContent value="history">
          <MeasurementHistory />
        </TabsContent>
      </Tabs>
    </div>
  );
}
