import { PLAN_COMPARISON, PLANS } from '@atelier/shared';
import { Check, Minus } from 'lucide-react';
import { Fragment, useId } from 'react';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { usePlanText } from '@/features/billing';

export const messages = i18n('plan-comparison', {
  included: 'Included',
  notIncluded: 'Not included',
  region: 'Feature comparison',
  caption: 'Features by plan',
  feature: 'Feature',
});

type Row = (typeof PLAN_COMPARISON)[number]['rows'][number];

function Cell({ value }: { value: string | boolean }) {
  const t = useMessages(messages);
  const tp = usePlanText();
  if (value === true) return <Check className="mx-auto h-4 w-4 text-success" aria-label={t.included} role="img" />;
  if (value === false) return <Minus className="mx-auto h-4 w-4 text-muted-foreground" aria-label={t.notIncluded} role="img" />;
  return <span>{tp(value)}</span>;
}

/**
 * Phones: the three plans are the only columns, each feature's name a full-width line above its
 * values. At 375 px a fourth column for the names left room for two plans and a sideways scroll
 * nobody could see. The cells name their headers (plan, feature, category) through
 * `headers`, so a screen reader reads "Clients, Free: Up to 3" as in the wide table.
 */
function PhoneTable({ stickyTop }: { stickyTop: string }) {
  const id = useId();
  const t = useMessages(messages);
  const tp = usePlanText();
  return (
    <div className="rounded-xl border border-border bg-card sm:hidden" role="region" aria-label={t.region}>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            {PLANS.map((p) => (
              <th
                key={p.id}
                id={`${id}-${p.id}`}
                scope="col"
                // A shadow, not a border: a collapsed border stays behind when the cell sticks.
                className={cn('sticky z-10 bg-card px-2 py-3 text-center font-semibold shadow-[0_1px_0_var(--border)]', stickyTop)}
              >
                {tp(p.name)}
              </th>
            ))}
          </tr>
        </thead>
        {PLAN_COMPARISON.map((group, g) => (
          <tbody key={group.category}>
            <tr className="bg-muted/60">
              <th
                id={`${id}-c${g}`}
                colSpan={3}
                className="px-3 py-2 text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {tp(group.category)}
              </th>
            </tr>
            {group.rows.map((row, r) => (
              <Fragment key={row.feature}>
                <tr className="border-t border-border">
                  <th id={`${id}-c${g}r${r}`} colSpan={3} className="px-3 pt-2.5 text-start font-medium">
                    {tp(row.feature)}
                  </th>
                </tr>
                <tr>
                  {PLANS.map((p) => (
                    <td
                      key={p.id}
                      headers={`${id}-${p.id} ${id}-c${g}r${r} ${id}-c${g}`}
                      className="px-2 pt-1 pb-2.5 text-center text-muted-foreground"
                    >
                      <Cell value={row[p.id as keyof Row] as string | boolean} />
                    </td>
                  ))}
                </tr>
              </Fragment>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * Feature comparison by category. From 640 px up, one row per feature with the plans beside it;
 * below that, the phone layout above. `stickyTop` keeps the plan names in view under the page's
 * own sticky header while the phone table scrolls by.
 */
export function PlanComparisonTable({ stickyTop = 'top-0' }: { stickyTop?: 'top-0' | 'top-14' | 'top-16' }) {
  const t = useMessages(messages);
  const tp = usePlanText();
  return (
    <>
      <PhoneTable stickyTop={stickyTop} />
      <div
        className="hidden overflow-x-auto rounded-xl border border-border bg-card sm:block"
        tabIndex={0}
        role="region"
        aria-label={t.region}
      >
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t.feature}
              </th>
              {PLANS.map((p) => (
                <th key={p.id} scope="col" className="px-4 py-3 text-center font-semibold">
                  {tp(p.name)}
                </th>
              ))}
            </tr>
          </thead>
          {PLAN_COMPARISON.map((group) => (
            <tbody key={group.category}>
              <tr className="bg-muted/60">
                <th
                  scope="colgroup"
                  colSpan={4}
                  className="px-4 py-2 text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {tp(group.category)}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-t border-border">
                  <th scope="row" className="px-4 py-2.5 text-start font-normal">
                    {tp(row.feature)}
                  </th>
                  {PLANS.map((p) => (
                    <td key={p.id} className="px-4 py-2.5 text-center">
                      <Cell value={row[p.id as keyof Row] as string | boolean} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
