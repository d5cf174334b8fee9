import { FEATURE_PLANS, getPlan, type GatedFeature } from '@atelier/shared';
import { useId, type ReactNode } from 'react';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { usePlanHas } from '../effective-plan';
import { textKey, titleKey, upgradeTexts } from '../upgrade-texts';
import { usePlanText } from './plan-texts';

/** The plans that include a feature, as the reader says a list ("Premium and Enterprise"), from FEATURE_PLANS. */
function usePlansOf(feature: GatedFeature): string {
  const planText = usePlanText();
  const language = useLocale();
  const names = FEATURE_PLANS[feature].map((id) => planText(getPlan(id).name));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * The upgrade panel of one plan feature with its words from the one catalog (decision 195), for a
 * screen that decides itself when to show it: the server refused (the invoices a downgraded studio
 * keeps, decision 043), or a view of a page the plan lacks (the board). Its test id is
 * `<feature>-upgrade`.
 */
export function PlanUpgrade({ feature, level }: { feature: GatedFeature; level?: 1 | 2 }) {
  const t = useMessages(upgradeTexts);
  const plans = usePlansOf(feature);
  const id = useId();
  return (
    <UpgradePanel
      id={id}
      testId={`${feature}-upgrade`}
      title={(t[titleKey(feature)] ?? '').replace('{plans}', plans)}
      text={t[textKey(feature)] ?? ''}
      linkLabel={t.link ?? ''}
      level={level}
    />
  );
}

/**
 * The one plan gate (decision 195): its children when the studio's plan includes the feature,
 * otherwise the feature's upgrade panel, and the children are never rendered, so nothing is asked
 * of the server that it would refuse. A whole page is gated by its route (`feature` on its guard in
 * app/routes.tsx, where the panel is the page's heading); a tab, a panel or a dialog by this.
 */
export function PlanGate({ feature, level, children }: { feature: GatedFeature; level?: 1 | 2; children: ReactNode }) {
  if (!usePlanHas(feature)) return <PlanUpgrade feature={feature} level={level} />;
  return children;
}
