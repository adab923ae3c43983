import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { useChange } from '@/hooks/use-change'
import { cn } from '@/lib/cn'
import { formatCents } from '@shared/money'
import type { CatalogueEntry } from '@shared/orders/orders'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { CatalogueChange } from './api/catalogue-api'
import { catalogueChange, type Draft, type DraftErrors, draftOf, LIMITS } from './catalogue-draft'

const copy = ordersCopy.catalogue

/**
 * One product's row, edited and saved on its own through the page's route action
 * (app/routes/admin-catalogue.tsx); the router then reads the catalogue again, so the row shows
 * the product as the server now holds it.
 */
export function CatalogueRow({
  entry,
  reviewSettings,
}: {
  entry: CatalogueEntry
  /** Whether this staff member may change the review and the per-order limit. */
  reviewSettings: boolean
}) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(entry))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [status, setStatus] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>()
  const saving = useChange<CatalogueEntry>({
    onAnswer: (answer) => {
      if (answer.ok) {
        setDraft(draftOf(answer.data))
        setStatus(copy.saved(answer.data.name))
      } else setRefusal(refusalMessage(answer.body, copy.saveFailed))
    },
  })
  const priceRef = useRef<HTMLInputElement>(null)
  const stockRef = useRef<HTMLInputElement>(null)
  const maxPerOrderRef = useRef<HTMLInputElement>(null)

  const update = (patch: Partial<Draft>) => {
    setStatus('')
    setDraft((before) => ({ ...before, ...patch }))
  }

  function save(event: FormEvent) {
    event.preventDefault()
    // One save at a time: a second would interrupt the first's fetcher, not follow it.
    if (saving.busy) return
    setStatus('')
    setRefusal(undefined)
    const change = catalogueChange(entry, draft, reviewSettings)
    if ('errors' in change) {
      setErrors(change.errors)
      const fields: [keyof DraftErrors, RefObject<HTMLInputElement | null>][] = [
        ['price', priceRef],
        ['stock', stockRef],
        ['maxPerOrder', maxPerOrderRef],
      ]
      fields.find(([field]) => change.errors[field])?.[1].current?.focus()
      return
    }
    setErrors({})
    if (Object.keys(change.update).length === 0) {
      setStatus(copy.nothingChanged)
      return
    }
    saving.submit({
      intent: 'save',
      productId: entry.id,
      update: change.update,
    } satisfies CatalogueChange)
  }

  const outOfStock = entry.stock === 0
  return (
    <li
      data-product={entry.id}
      data-out-of-stock={outOfStock || undefined}
      className={cn(
        'min-w-0 rounded-lg border bg-background p-4 shadow-xs',
        outOfStock ? 'border-destructive' : 'border-border',
        entry.active ? '' : 'border-dashed',
      )}
    >
      <form
        noValidate
        aria-labelledby={`${id}-name`}
        className="flex flex-col gap-4"
        onSubmit={save}
      >
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-name`} className="min-w-0 text-lg font-semibold wrap-anywhere text-navy">
              {entry.name}
            </h3>
            {outOfStock ? (
              <p className="rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-white">
                {copy.outOfStock}
              </p>
            ) : null}
            {entry.active ? null : (
              <p className="rounded-full border border-input px-2 py-0.5 text-xs font-semibold text-muted-foreground">
                {copy.inactive}
              </p>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {formatCents(entry.priceCents)}
            {entry.originalPriceCents !== null && entry.originalPriceCents > entry.priceCents
              ? ` · ${copy.wasPrice(formatCents(entry.originalPriceCents))}`
              : ''}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={`${id}-price`}
            label={copy.price}
            hint={copy.priceHint}
            error={errors.price}
            inputRef={priceRef}
            value={draft.price}
            inputMode="decimal"
            autoComplete="off"
            onChange={(price) => update({ price })}
          />
          <TextField
            id={`${id}-stock`}
            label={copy.stock}
            error={errors.stock}
            inputRef={stockRef}
            value={draft.stock}
            type="number"
            inputMode="numeric"
            min={0}
            max={LIMITS.stock}
            step={1}
            onChange={(stock) => update({ stock })}
          />
          <TextField
            id={`${id}-max`}
            label={copy.maxPerOrder}
            error={errors.maxPerOrder}
            inputRef={maxPerOrderRef}
            value={draft.maxPerOrder}
            type="number"
            inputMode="numeric"
            min={LIMITS.maxPerOrder.min}
            max={LIMITS.maxPerOrder.max}
            step={1}
            readOnly={!reviewSettings}
            {...(reviewSettings ? {} : { hint: copy.physicianOnlyField })}
            onChange={(maxPerOrder) => update({ maxPerOrder })}
          />
        </div>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          <CheckboxField
            id={`${id}-review`}
            label={copy.needsReview}
            checked={draft.needsReview}
            {...(reviewSettings ? {} : { disabled: true, hint: copy.physicianOnlyField })}
            onChange={(needsReview) => update({ needsReview })}
          />
          <CheckboxField
            id={`${id}-active`}
            label={copy.active}
            checked={draft.active}
            onChange={(active) => update({ active })}
          />
        </div>
        <FormAlert message={refusal} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving.busy}>
            {saving.busy ? copy.saving : copy.save}
            <span className="sr-only">: {entry.name}</span>
          </Button>
          <p role="status" className="text-sm font-semibold text-teal">
            {status}
          </p>
        </div>
      </form>
    </li>
  )
}
