import { scaleLinear } from "d3-scale";

export type Bar = { key: string; label: string; value: number; shown: string; aria: string };

const ROW = 40;

/**
 * Horizontal bars for a handful of figures (orders by status, sales by method): each row's label
 * and number above its bar, so nothing is cut at 360 px. Drawn on the server; each bar focusable,
 * with its figures as its name and hover title, and a table with the same numbers for screen readers.
 */
export function SmallBars({
  bars,
  title,
  id,
  headers,
  tableRows,
}: {
  bars: Bar[];
  title: string;
  id: string;
  headers: string[];
  tableRows: string[][];
}) {
  const x = scaleLinear()
    .domain([0, Math.max(...bars.map((bar) => bar.value), 1)])
    .range([0, 100]);
  return (
    <>
      <svg
        width="100%"
        height={bars.length * ROW}
        role="group"
        aria-labelledby={`${id}-title`}
        className="block text-[13px]"
      >
        <title id={`${id}-title`}>{title}</title>
        {bars.map((bar, i) => (
          <g key={bar.key} transform={`translate(0 ${i * ROW})`}>
            <text x="0" y="14" aria-hidden="true" className="fill-slate-700">
              {bar.label}
            </text>
            <text x="100%" y="14" textAnchor="end" aria-hidden="true" className="fill-ink font-semibold">
              {bar.shown}
            </text>
            <rect x="0" y="20" width="100%" height="12" rx="3" className="fill-slate-100" aria-hidden="true" />
            <rect
              x="0"
              y="20"
              // A sliver keeps a bar to focus and point at; none is drawn for nothing.
              width={`${Math.max(x(bar.value), 0.8)}%`}
              height="12"
              rx="3"
              tabIndex={0}
              role="img"
              aria-label={bar.aria}
              data-key={bar.key}
              data-value={bar.value}
              className={`${bar.value > 0 ? "fill-brand-600 hover:fill-brand-800" : "fill-transparent"} outline-none focus-visible:stroke-ink focus-visible:stroke-2`}
            >
              <title>{bar.aria}</title>
            </rect>
          </g>
        ))}
      </svg>
      {/* A table ignores the 1 px width of sr-only: its wrapper takes it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tableRows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
