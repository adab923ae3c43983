import { Check, MoveHorizontal, X } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

export type ComparisonRow = {
  feature: string
  /** One value per column, in column order. */
  values: readonly boolean[]
}

type ComparisonTableProps = React.ComponentProps<'div'> & {
  caption: string
  /** The header of the feature column, then one per compared provider (the first is ours). */
  columns: { feature: string; providers: readonly string[] }
  rows: readonly ComparisonRow[]
  labels: { yes: string; no: string; scrollHint: string }
}

/**
 * A real table (caption, column and row headers) with check/cross marks that carry text. On
 * phones it scrolls sideways inside a focusable region, with a visible hint, while the feature
 * column stays put.
 */
function ComparisonTable({
  caption,
  columns,
  rows,
  labels,
  className,
  ...props
}: ComparisonTableProps) {
  const captionId = useId()
  return (
    <div data-slot="comparison-table" className={cn('flex flex-col gap-3', className)} {...props}>
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground sm:hidden">
        <MoveHorizontal aria-hidden="true" className="size-4" />
        {labels.scrollHint}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        // A scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-border bg-background shadow-sm"
      >
        <table className="w-full min-w-[30rem] border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th
                scope="col"
                className="sticky left-0 z-10 w-2/5 bg-background px-4 py-4 text-sm font-semibold text-muted-foreground sm:px-6"
              >
                {columns.feature}
              </th>
              {columns.providers.map((provider, index) => (
                <th
                  key={provider}
                  scope="col"
                  className={cn(
                    'w-1/5 px-3 py-4 text-center text-sm font-bold sm:px-6 sm:text-base',
                    index === 0 ? 'bg-teal text-white' : 'text-navy',
                  )}
                >
                  {provider}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-b border-border last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-background px-4 py-3.5 text-sm font-semibold text-navy sm:px-6 sm:text-base"
                >
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns.providers[index] ?? index}
                    className={cn('px-3 py-3.5 text-center sm:px-6', index === 0 && 'bg-teal/5')}
                  >
                    {value ? (
                      <Check
                        aria-hidden="true"
                        className="mx-auto size-6 text-teal"
                        strokeWidth={3}
                      />
                    ) : (
                      <X
                        aria-hidden="true"
                        className="mx-auto size-6 text-destructive"
                        strokeWidth={2.5}
                      />
                    )}
                    <span className="sr-only">{value ? labels.yes : labels.no}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export { ComparisonTable }
