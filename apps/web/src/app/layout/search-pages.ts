import type { User } from '@atelier/shared';
import { Settings } from 'lucide-react';
import { useMemo } from 'react';
import type { SearchPage } from '@/features/search';
import { settingsMessages, settingsTabsFor } from '@/features/settings';
import { useMessages } from '@/lib/i18n/i18n';
import { navItemsFor, useSidebarEntries } from './nav-items';

/**
 * The pages the one search reaches by name (decision 210): every menu entry the role opens, and
 * each settings tab it opens as "Settings › Tax", in the reader's language.
 */
export function useSearchPages(user: User | null): readonly SearchPage[] {
  const sidebar = useSidebarEntries();
  const nav = useMessages(sidebar.messages);
  const settings = useMessages(settingsMessages);
  return useMemo(
    () => [
      ...navItemsFor(sidebar.items, user).map((item) => ({ label: nav[item.key] ?? item.label, to: item.to, icon: item.icon })),
      ...settingsTabsFor(user).map((tab) => ({
        label: `${settings.title} › ${settings[tab]}`,
        to: `/settings?tab=${tab}`,
        icon: Settings,
      })),
    ],
    [sidebar.items, user, nav, settings],
  );
}
