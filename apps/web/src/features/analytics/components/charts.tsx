import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The analytics charts, drawn with recharts (decision 035). Only the analytics page imports this
 * module, so recharts is in that page's chunk and never on the landing page. The charts are for
 * the eye: each sits under aria-hidden beside a table with the same data, so recharts'
 * keyboard layer is off (a focusable element inside aria-hidden is an axe violation). Colours
 * are the theme's chart tokens (index.css), at least 3:1 on the card in both themes; the two
 * series also differ by shape (bars, a line with dots) and are named in the legend.
 */

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = { background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--foreground)' };
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type Formatter = (value: number) => string;

export type TrendPoint = { label: string; revenue: number; projects: number };

/** Revenue per month as bars (left axis) and projects created as a line (right axis). */
export function TrendChart({
  data,
  money,
  moneyAxis,
  revenueName,
  projectsName,
}: {
  data: TrendPoint[];
  money: Formatter;
  moneyAxis: Formatter;
  revenueName: string;
  projectsName: string;
}) {
  const animate = !reducedMotion();
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" tickLine={false} interval="preserveStartEnd" minTickGap={8} />
        <YAxis yAxisId="money" tick={axisTick} stroke="var(--border)" tickFormatter={moneyAxis} width={56} />
        <YAxis yAxisId="count" orientation="right" tick={axisTick} stroke="var(--border)" allowDecimals={false} width={32} />
        <Tooltip
          contentStyle={tooltipStyle}
          cursor={{ fill: 'var(--muted)' }}
          formatter={(value, name) => (name === revenueName ? money(Number(value)) : String(value))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="money" dataKey="revenue" name={revenueName} fill="var(--chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
        <Line
          yAxisId="count"
          dataKey="projects"
          name={projectsName}
          type="monotone"
          stroke="var(--chart-2)"
          strokeWidth={2}
          dot={{ r: 3, fill: 'var(--chart-2)', stroke: 'var(--chart-2)' }}
          isAnimationActive={animate}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export type BarPoint = { label: string; value: number };

/** One bar per category, laid sideways so long names (service types, statuses) stay readable on a phone. */
export function CategoryBarChart({
  data,
  format,
  name,
  labelWidth = 112,
}: {
  data: BarPoint[];
  format: Formatter;
  name: string;
  labelWidth?: number;
}) {
  const animate = !reducedMotion();
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 40 + 40)}>
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" horizontal={false} />
        <XAxis type="number" tick={axisTick} stroke="var(--border)" tickFormatter={format} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={axisTick} stroke="var(--border)" width={labelWidth} tickLine={false} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" name={name} fill="var(--chart-1)" radius={[0, 4, 4, 0]} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
