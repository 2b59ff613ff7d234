/** Small charts drawn as inline SVG: nothing loaded from elsewhere, readable without colour (labels, titles). */

export interface Point {
  label: string;
  value: number;
  /** Shown on hover and to screen readers. */
  title: string;
}

const WIDTH = 560;
const HEIGHT = 220;
/** Category bars span a whole card, so they are drawn wider to keep text the same size. */
const WIDE = 1000;
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 8, 10].find((candidate) => candidate * magnitude >= value) ?? 10;
  return step * magnitude;
}

const compact = (value: number) =>
  value >= 1e6
    ? `${(value / 1e6).toFixed(value >= 1e7 ? 0 : 1)}M`
    : value >= 1e3
      ? `${(value / 1e3).toFixed(value >= 1e4 ? 0 : 1)}k`
      : String(Math.round(value * 100) / 100);

function Axes({
  max,
  format,
  labels,
}: {
  max: number;
  format: (value: number) => string;
  labels: Array<{ x: number; text: string }>;
}) {
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  return (
    <g class="chart-axes">
      {[0, 0.25, 0.5, 0.75, 1].map((share) => {
        const y = PAD.top + plotHeight * (1 - share);
        return (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} class="chart-grid" />
            <text x={PAD.left - 6} y={y + 4} text-anchor="end">
              {format(max * share)}
            </text>
          </g>
        );
      })}
      {labels.map((label) => (
        <text key={`${label.x}-${label.text}`} x={label.x} y={HEIGHT - 8} text-anchor="middle">
          {label.text}
        </text>
      ))}
    </g>
  );
}

/** Every n-th label counted back from the last (today), so at most about six fit under the chart. */
const sparse = <T,>(items: T[]) => {
  const every = Math.max(1, Math.ceil(items.length / 6));
  return (_item: T, index: number) => (items.length - 1 - index) % every === 0;
};

export function BarChart({
  points,
  label,
  format = compact,
}: {
  points: Point[];
  label: string;
  format?: (value: number) => string;
}) {
  const max = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const shown = sparse(points);
  return (
    <svg class="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <Axes
        max={max}
        format={format}
        labels={points
          .filter(shown)
          .map((point) => ({ x: PAD.left + slot * points.indexOf(point) + slot / 2, text: point.label }))}
      />
      {points.map((point, index) => {
        const height = (point.value / max) * plotHeight;
        return (
          <rect
            key={point.label}
            class="chart-bar"
            x={PAD.left + slot * index + (slot - barWidth) / 2}
            y={PAD.top + plotHeight - height}
            width={barWidth}
            height={Math.max(0, height)}
          >
            <title>{point.title}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** A line of shares (0 to 1); points with no value (nothing happened that day) break the line. */
export function RateChart({
  points,
  label,
}: {
  points: Array<Point | { label: string; value: null; title: string }>;
  label: string;
}) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + plotHeight * (1 - value);
  const segments: string[] = [];
  let current = "";
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = "";
      return;
    }
    current += `${current ? "L" : "M"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const shown = sparse(points);
  return (
    <svg class="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <Axes
        max={1}
        format={(value) => `${Math.round(value * 100)}%`}
        labels={points.filter(shown).map((point) => ({ x: x(points.indexOf(point)), text: point.label }))}
      />
      {segments.map((segment) => (
        <path key={segment} d={segment} class="chart-line" />
      ))}
      {points.map((point, index) =>
        point.value === null ? null : (
          <circle key={point.label} cx={x(index)} cy={y(point.value)} r={3.5} class="chart-dot">
            <title>{point.title}</title>
          </circle>
        ),
      )}
    </svg>
  );
}

/** Horizontal bars with their value written beside them, for a handful of categories. */
export function CategoryBars({ rows, label }: { rows: Array<{ label: string; value: number; text: string }>; label: string }) {
  const max = Math.max(0, ...rows.map((row) => row.value)) || 1;
  const rowHeight = 30;
  const labelWidth = 90;
  const textWidth = 200;
  const barSpace = WIDE - labelWidth - textWidth;
  const height = Math.max(rowHeight, rows.length * rowHeight) + 8;
  return (
    <svg class="chart" viewBox={`0 0 ${WIDE} ${height}`} role="img" aria-label={label}>
      {rows.map((row, index) => {
        const y = 4 + index * rowHeight;
        const width = (row.value / max) * barSpace;
        return (
          <g key={row.label} class="chart-axes">
            <text x={labelWidth - 8} y={y + 19} text-anchor="end">
              {row.label}
            </text>
            <rect class="chart-bar" x={labelWidth} y={y + 5} width={Math.max(1, width)} height={rowHeight - 10}>
              <title>{`${row.label}: ${row.text}`}</title>
            </rect>
            <text x={labelWidth + width + 8} y={y + 19}>
              {row.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
