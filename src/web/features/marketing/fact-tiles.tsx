import type * as React from 'react'

import { cn } from '@/lib/cn'

export type Fact = { value: string; label: string }

type FactTilesProps = React.ComponentProps<'dl'> & { facts: readonly Fact[] }

/** Key figures as a row of tiles, value over label (a description list, so each pair reads together). */
function FactTiles({ facts, className, ...props }: FactTilesProps) {
  return (
    <dl
      data-slot="fact-tiles"
      className={cn('grid grid-cols-3 gap-2 sm:gap-3', className)}
      {...props}
    >
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border border-border bg-mist px-2 py-4 text-center"
        >
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{fact.label}</dt>
          <dd className="text-xl font-bold text-teal sm:text-3xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export { FactTiles }
