import { Search, X } from 'lucide-react'
import { useId, useRef } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

type SearchFieldProps = Omit<React.ComponentProps<'search'>, 'onChange'> & {
  label: string
  placeholder: string
  value: string
  onValueChange: (value: string) => void
  clearLabel: string
}

/**
 * A search landmark with a labelled search box. The list filters as you type, so there is no
 * form to submit; the clear button empties the box.
 */
function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  clearLabel,
  className,
  ...props
}: SearchFieldProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <search data-slot="search-field" className={cn('flex flex-col gap-2', className)} {...props}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onValueChange(event.target.value)}
          className="pr-12 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            onClick={() => {
              onValueChange('')
              // The button goes away with the text: keep the keyboard where the visitor was.
              inputRef.current?.focus()
            }}
          >
            <X aria-hidden="true" />
            <span className="sr-only">{clearLabel}</span>
          </Button>
        ) : null}
      </div>
    </search>
  )
}

export { SearchField }
