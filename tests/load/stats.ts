// Small pure helpers for the load test and the server benchmark: latency percentiles,
// how the connections are shared between request kinds, and the printed tables.

/** Response times of one kind of request, in milliseconds, kept in a growable typed array. */
export class LatencyRecorder {
  private values = new Float64Array(1024)
  private length = 0
  private sorted: Float64Array | undefined

  add(ms: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = ms
    this.sorted = undefined
  }

  get count() {
    return this.length
  }

  /** The nearest-rank percentile (p in 0–100); NaN when nothing was recorded. */
  percentile(p: number): number {
    this.sorted ??= this.values.slice(0, this.length).sort()
    return percentileOfSorted(this.sorted, p)
  }
}

/** Nearest-rank percentile of ascending values: the smallest value ≥ p % of them. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length)
  return sorted[Math.max(rank, 1) - 1]!
}

/**
 * Share `total` connections between kinds in proportion to `weights` (largest remainders get
 * the leftovers, ties to the earlier kind), then make sure every kind has at least one, taken
 * from the kind that has the most.
 */
export function splitConnections<K extends string>(
  total: number,
  weights: Record<K, number>,
): Record<K, number> {
  const kinds = Object.keys(weights) as K[]
  if (total < kinds.length) {
    throw new Error(`need at least ${kinds.length} connections, one per kind (got ${total})`)
  }
  const sum = kinds.reduce((acc, kind) => acc + weights[kind], 0)
  const exact = kinds.map((kind) => (total * weights[kind]) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((acc, n) => acc + n, 0)
  const byRemainder = kinds
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || a - b)
  for (const i of byRemainder) {
    if (left <= 0) break
    shares[i]!++
    left--
  }
  for (let i = 0; i < shares.length; i++) {
    if (shares[i]! > 0) continue
    const richest = shares.indexOf(Math.max(...shares))
    shares[richest]!--
    shares[i] = 1
  }
  return Object.fromEntries(kinds.map((kind, i) => [kind, shares[i]!])) as Record<K, number>
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—'
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(1)} ms`
}

export function formatRate(perSecond: number): string {
  if (!Number.isFinite(perSecond)) return '—'
  return Math.round(perSecond).toLocaleString('en-US')
}

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return `${mb >= 0 ? '' : '−'}${Math.abs(mb).toFixed(1)} MB`
}

/** Left-aligned first column, right-aligned numbers; a rule under the header. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}
