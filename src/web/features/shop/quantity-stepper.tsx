import { Minus, Plus } from 'lucide-react'
import { useState } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type QuantityStepperProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  value: number
  onChange: (quantity: number) => void
  /** The lowest quantity the field accepts. */
  min: number
  /**
   * The highest: none a shopper would meet (docs/product.md, Shop) unless the live catalogue
   * limits the product per order (docs/decisions/024-live-catalogue-in-the-browser.md).
   */
  max?: number
  labels: { quantity: string; decrease: string; increase: string }
  inputId?: string
}

/**
 * − / number / + . What is typed is kept as typed until it is a whole number of at least `min`
 * (more than `max` counts as `max`); leaving the field with anything else puts the last good value
 * back.
 */
function QuantityStepper({
  value,
  onChange,
  min,
  max = Number.POSITIVE_INFINITY,
  labels,
  inputId,
  className,
  ...props
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null)

  function accept(text: string) {
    if (!/^\d+$/.test(text)) return null
    const quantity = Number(text)
    return Number.isSafeInteger(quantity) && quantity >= min ? Math.min(quantity, max) : null
  }

  return (
    <div
      role="group"
      aria-label={labels.quantity}
      data-slot="quantity-stepper"
      className={cn(
        'inline-flex h-11 items-stretch overflow-hidden rounded-md border border-input bg-background',
        className,
      )}
      {...props}
    >
      <button
        type="button"
        aria-label={labels.decrease}
        disabled={value <= min}
        onClick={() => {
          setDraft(null)
          onChange(value - 1)
        }}
        className="inline-flex w-11 items-center justify-center text-navy transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        step={1}
        aria-label={labels.quantity}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value
          const quantity = accept(text)
          if (quantity === null) {
            setDraft(text)
          } else {
            // Held as a draft when capped at `max`, so the field shows the cap, not what was typed.
            setDraft(String(quantity) === text ? null : String(quantity))
            if (quantity !== value) onChange(quantity)
          }
        }}
        onBlur={() => setDraft(null)}
        className="w-16 min-w-0 [appearance:textfield] border-x border-input bg-background text-center text-base font-semibold text-navy focus-visible:relative focus-visible:z-10 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={labels.increase}
        disabled={value >= max}
        onClick={() => {
          setDraft(null)
          onChange(value + 1)
        }}
        className="inline-flex w-11 items-center justify-center text-navy transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

export { QuantityStepper }
