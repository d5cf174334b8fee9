import type { AnalyticsStats } from '@atelier/shared';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { analyticsMessages } from '../messages';
import { ClientsTab } from './clients-tab';
import { PerformanceTab } from './performance-tab';
import { RevenueTab } from './revenue-tab';
import type { AnalyticsFormat } from './use-analytics-format';

const TABS = ['revenue', 'clients', 'projects'] as const;
type Tab = (typeof TABS)[number];

/** The three tabs: Revenue Analysis, Client Insights, Project Performance (Radix tabs). */
export function AnalyticsTabs({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const [tab, setTab] = useState<Tab>('revenue');
  const names: Record<Tab, string> = { revenue: t.tabRevenue, clients: t.tabClients, projects: t.tabProjects };
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <TabsList>
        {TABS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {names[key]}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((key) => (
        <TabsContent key={key} value={key}>
          <h2 className="sr-only">{names[key]}</h2>
          {key === 'revenue' && <RevenueTab stats={stats} format={format} />}
          {key === 'clients' && <ClientsTab stats={stats} format={format} />}
          {key === 'projects' && <PerformanceTab stats={stats} format={format} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
