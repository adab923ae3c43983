import { LayoutGrid, List, Search } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'

import { Input } from '@/components/ui/input'
import type { ShopCopy, SortKey, ViewMode } from '@/content/catalogues/shop-copy'
import { cn } from '@/lib/cn'

import { type CatalogueQuery, type QueryUpdate, sortKeys } from './catalogue-query'

const viewIcons = { grid: LayoutGrid, list: List } as const

function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value)
}

type CatalogueToolbarProps = React.ComponentProps<'div'> & {
  query: CatalogueQuery
  onUpdate: QueryUpdate
  search: { placeholder: string; label: string }
  labels: ShopCopy['toolbar']
}

/**
 * Search box, sort select and grid/list toggle (docs/product.md, Shop). The cart button is the
 * site header's, on every page.
 */
function CatalogueToolbar({
  query,
  onUpdate,
  search,
  labels,
  className,
  ...props
}: CatalogueToolbarProps) {
  const id = useId()

  return (
    <div
      data-slot="catalogue-toolbar"
      className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end', className)}
      {...props}
    >
      <div role="search" className="relative min-w-0 flex-1 sm:min-w-60">
        <label htmlFor={`${id}-search`} className="sr-only">
          {search.label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={search.placeholder}
          value={query.search}
          maxLength={100}
          onChange={(event) => onUpdate({ search: event.target.value }, { replace: true })}
          className="pl-9"
        />
      </div>
      <div className="flex items-end gap-3">
        <div className="flex flex-1 flex-col gap-1 sm:flex-none">
          <label htmlFor={`${id}-sort`} className="text-xs font-semibold text-muted-foreground">
            {labels.sortLabel}
          </label>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(event) => {
              const sort = event.target.value
              if (isSortKey(sort)) onUpdate({ sort })
            }}
            className="h-11 rounded-md border border-input bg-background px-3 text-sm text-foreground"
          >
            {labels.sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div
          role="group"
          aria-label={labels.viewLabel}
          className="flex h-11 overflow-hidden rounded-md border border-input"
        >
          {labels.views.map((view) => {
            const Icon = viewIcons[view.value]
            const pressed = query.view === view.value
            return (
              <button
                key={view.value}
                type="button"
                aria-pressed={pressed}
                aria-label={view.label}
                onClick={() => onUpdate({ view: view.value satisfies ViewMode })}
                className={cn(
                  'inline-flex w-11 items-center justify-center transition-colors',
                  pressed ? 'bg-teal text-white' : 'bg-background text-navy hover:bg-accent',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </button>
            )
          })}
        </div>
      </div>
    </div>
  )
}

export { CatalogueToolbar }
