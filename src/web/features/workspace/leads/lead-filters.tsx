import Search from 'lucide-react/icons/search'
import { useId } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { useZodForm } from '@/hooks/use-zod-form'
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
 * The filter as typed, trimmed; a range whose "from" day is after its "to" day is refused, on
 * the "to" field (YYYY-MM-DD strings compare in calendar order). No server schema checks it: the
 * dates only narrow a read (docs/decisions/037-one-form-hook.md).
 */
function filterSchema(invalidRange: string) {
  const text = z.string().check(z.trim())
  return z.object({ q: text, from: text, to: text }).check(
    z.refine((values) => !(values.from && values.to && values.from > values.to), {
      message: invalidRange,
      path: ['to'],
    }),
  )
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
  const form = useZodForm(filterSchema(copy.invalidRange), {
    defaultValues: { q: filter.q, from: filter.from, to: filter.to },
  })
  // The range is wrong as a whole: both days are marked, and the one message is announced.
  const rangeError = form.formState.errors.to?.message
  const rangeState = {
    'aria-invalid': rangeError ? true : undefined,
    'aria-describedby': rangeError ? `${id}-range-error` : undefined,
  }
  const save = form.handleSubmit(onApply)

  const filtered = filter.q !== '' || filter.from !== '' || filter.to !== ''

  return (
    <form
      role="search"
      aria-label={copy.legend}
      noValidate
      className={cn('flex flex-col gap-3', className)}
      onSubmit={(event) => void save(event)}
      {...props}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <TextField
            id={`${id}-q`}
            label={copy.search}
            type="search"
            placeholder={copy.searchHint}
            aria-describedby={`${id}-q-hint`}
            field={form.register('q')}
          />
          <span id={`${id}-q-hint`} className="sr-only">
            {copy.searchHint}
          </span>
        </div>
        <TextField
          id={`${id}-from`}
          label={copy.from}
          type="date"
          {...rangeState}
          field={form.register('from')}
        />
        <TextField
          id={`${id}-to`}
          label={copy.to}
          type="date"
          {...rangeState}
          field={form.register('to')}
        />
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
        {rangeError}
      </FieldError>
    </form>
  )
}
