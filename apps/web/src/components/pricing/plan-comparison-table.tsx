import { PLAN_COMPARISON, PLANS } from '@atelier/shared';
import { Check, Minus } from 'lucide-react';

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Check className="mx-auto h-4 w-4 text-success" aria-label="Included" role="img" />;
  if (value === false) return <Minus className="mx-auto h-4 w-4 text-muted-foreground" aria-label="Not included" role="img" />;
  return <span>{value}</span>;
}

/** Feature comparison by category; scrolls sideways on narrow screens instead of squashing. */
export function PlanComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card" tabIndex={0} role="region" aria-label="Feature comparison">
      <table className="w-full min-w-[30rem] border-collapse text-sm">
        <caption className="sr-only">Features by plan</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="sticky left-0 bg-card px-3 py-3 text-left font-semibold sm:px-4">
              Feature
            </th>
            {PLANS.map((p) => (
              <th key={p.id} scope="col" className="px-3 py-3 text-center font-semibold sm:px-4">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        {PLAN_COMPARISON.map((group) => (
          <tbody key={group.category}>
            <tr className="bg-muted/60">
              <th scope="colgroup" colSpan={4} className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.category}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature} className="border-t border-border">
                <th scope="row" className="sticky left-0 bg-card px-3 py-2.5 text-left font-normal sm:px-4">
                  {row.feature}
                </th>
                <td className="px-3 py-2.5 text-center sm:px-4">
                  <Cell value={row.free} />
                </td>
                <td className="px-3 py-2.5 text-center sm:px-4">
                  <Cell value={row.premium} />
                </td>
                <td className="px-3 py-2.5 text-center sm:px-4">
                  <Cell value={row.enterprise} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
