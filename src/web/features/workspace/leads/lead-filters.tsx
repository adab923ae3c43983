import Search from 'lucide-react/icons/search'
import { type FormEvent, useId, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

import type { LeadFilter } from './leads-query'

export type LeadFiltersCopy = {
  legend: string
  search: string
  searchHint: string
  from: string
  to: string
  apply: string
  clear: string
  invalidRange: string
}

type LeadFiltersProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  filter: LeadFilter
  copy: LeadFiltersCopy
  onApply: (values: Pick<LeadFilter, 'q' | 'from' | 'to'>) => void
  onClear: () => void
}

/**
 * Search and date range. The fields start from the URL's filter (remount with a new `key` when
 * it changes) and apply together, so one search is one request.
 */
export function LeadFilters({
  filter,
  copy,
  onApply,
  onClear,
  className,
  ...props
}: LeadFiltersProps) {
  const id = useId()
  const [rangeError, setRangeError] = useState(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value.trim() : ''
    }
    const values = { q: text('q'), from: text('from'), to: text('to') }
    // YYYY-MM-DD strings compare in calendar order.
    if (values.from && values.to && values.from > values.to) {
      setRangeError(true)
      return
    }
    setRangeError(false)
    onApply(values)
  }

  const filtered = filter.q !== '' || filter.from !== '' || filter.to !== ''

  return (
    <form
      role="search"
      aria-label={copy.legend}
      className={cn('flex flex-col gap-3', className)}
      onSubmit={onSubmit}
      {...props}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end">
        <Field className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>{copy.search}</Label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={copy.searchHint}
            aria-describedby={`${id}-q-hint`}
          />
          <span id={`${id}-q-hint`} className="sr-only">
            {copy.searchHint}
          </span>
        </Field>
        <Field>
          <Label htmlFor={`${id}-from`}>{copy.from}</Label>
          <Input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={filter.from}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-to`}>{copy.to}</Label>
          <Input
            id={`${id}-to`}
            name="to"
            type="date"
            defaultValue={filter.to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
          />
        </Field>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" grow className="lg:flex-none">
            <Search aria-hidden="true" />
            {copy.apply}
          </Button>
          {filtered ? (
            <Button type="button" variant="outline" onClick={onClear}>
              {copy.clear}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-range-error`} role="alert">
        {rangeError ? copy.invalidRange : null}
      </FieldError>
    </form>
  )
}
