import type * as React from 'react'

import { cn } from '@/lib/cn'

type CategoryChipsProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'onSelect'> & {
  /** The group's accessible name, e.g. 'Article categories'. */
  label: string
  /** The first entry means 'no filter' (All). */
  categories: readonly string[]
  /** The chosen category, or null for the first (All). */
  selected: string | null
  onSelect: (category: string | null) => void
}

/** Toggle buttons for a category filter; the chosen one is pressed (aria-pressed) and highlighted. */
function CategoryChips({
  label,
  categories,
  selected,
  onSelect,
  className,
  ...props
}: CategoryChipsProps) {
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="category-chips"
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    >
      {categories.map((category, index) => {
        const value = index === 0 ? null : category
        const pressed = value === selected
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-teal bg-teal text-white'
                : 'border-border bg-background text-navy hover:border-teal hover:bg-mist',
            )}
          >
            {category}
          </button>
        )
      })}
    </div>
  )
}

export { CategoryChips }
