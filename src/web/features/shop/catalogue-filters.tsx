import { X } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import type { Catalogue, ShopBrand } from '@/content/catalogues/catalogue-types'
import type { ShopCopy } from '@/content/catalogues/shop-copy'
import { cn } from '@/lib/cn'

import type { CatalogueQuery, QueryUpdate } from './catalogue-query'

type CatalogueFiltersProps = React.ComponentProps<'section'> & {
  catalogue: Pick<Catalogue, 'categories' | 'price' | 'brands'>
  /** How many products each category holds. */
  counts: ReadonlyMap<string, number>
  query: CatalogueQuery
  onUpdate: QueryUpdate
  onClearAll: () => void
  /** Small screens: the panel's 'Close Filters' button. */
  onClose: () => void
  labels: ShopCopy['filters']
}

/**
 * The filter sidebar (docs/product.md, Shop): categories, the price range with the catalogue's
 * slider bounds and step, and on supplements the brand. Every filter applies, on every catalogue.
 */
function CatalogueFilters({
  catalogue,
  counts,
  query,
  onUpdate,
  onClearAll,
  onClose,
  labels,
  className,
  ...props
}: CatalogueFiltersProps) {
  const id = useId()
  const headingId = `${id}-heading`
  const { price } = catalogue

  function toggleCategory(category: string, checked: boolean) {
    const selected = new Set(query.categories)
    if (checked) selected.add(category)
    else selected.delete(category)
    onUpdate({ categories: catalogue.categories.filter((name) => selected.has(name)) })
  }

  return (
    <section
      aria-labelledby={headingId}
      data-slot="catalogue-filters"
      // No display here: the catalogue page shows and hides the panel (flex or hidden).
      className={cn('flex-col gap-6 rounded-xl border border-border bg-background p-5', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-navy">
          {labels.heading}
        </h2>
        <div className="flex items-center gap-1">
          <Button type="button" variant="link" size="sm" onClick={onClearAll}>
            {labels.clearAll}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onClose} className="lg:hidden">
            <X aria-hidden="true" />
            {labels.close}
          </Button>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy">{labels.categories}</legend>
        {catalogue.categories.map((category, index) => {
          const inputId = `${id}-category-${index}`
          const count = counts.get(category) ?? 0
          const checked = query.categories.includes(category)
          // Every category the specification lists is shown, but one that holds no product
          // cannot be chosen: it could only empty the list (docs/product.md, Shop).
          const empty = count === 0 && !checked
          return (
            <div key={category} className="flex items-center gap-3">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                disabled={empty}
                onChange={(event) => toggleCategory(category, event.target.checked)}
                className="size-5 shrink-0 accent-teal disabled:cursor-not-allowed"
              />
              <label
                htmlFor={inputId}
                className={cn('text-sm', empty ? 'text-muted-foreground' : 'text-foreground')}
              >
                {labels.categoryOption(category, count)}
              </label>
            </div>
          )
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-navy">{labels.price}</legend>
        <p aria-hidden="true" className="text-sm font-semibold text-navy" data-slot="price-range">
          ${query.priceMin} – ${query.priceMax}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-min`} className="text-xs text-muted-foreground">
            {labels.minPrice}
          </label>
          <input
            id={`${id}-min`}
            type="range"
            min={price.min}
            max={price.max}
            step={price.step}
            value={query.priceMin}
            aria-valuetext={`$${query.priceMin}`}
            onChange={(event) =>
              onUpdate(
                { priceMin: Math.min(Number(event.target.value), query.priceMax) },
                { replace: true },
              )
            }
            className="h-6 w-full accent-teal"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-max`} className="text-xs text-muted-foreground">
            {labels.maxPrice}
          </label>
          <input
            id={`${id}-max`}
            type="range"
            min={price.min}
            max={price.max}
            step={price.step}
            value={query.priceMax}
            aria-valuetext={`$${query.priceMax}`}
            onChange={(event) =>
              onUpdate(
                { priceMax: Math.max(Number(event.target.value), query.priceMin) },
                { replace: true },
              )
            }
            className="h-6 w-full accent-teal"
          />
        </div>
      </fieldset>

      {catalogue.brands ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-navy">{labels.brand}</legend>
          {[null, ...catalogue.brands].map((brand: ShopBrand | null, index) => {
            const inputId = `${id}-brand-${index}`
            return (
              <div key={brand ?? 'all'} className="flex items-center gap-3">
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-brand`}
                  checked={query.brand === brand}
                  onChange={() => onUpdate({ brand })}
                  className="size-5 shrink-0 accent-teal"
                />
                <label htmlFor={inputId} className="text-sm text-foreground">
                  {brand ?? labels.allBrands}
                </label>
              </div>
            )
          })}
        </fieldset>
      ) : null}
    </section>
  )
}

export { CatalogueFilters }
