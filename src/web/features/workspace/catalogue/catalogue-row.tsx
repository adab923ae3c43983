import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import { cn } from '@/lib/cn'
import { formatCents } from '@shared/money'
import type { CatalogueEntry } from '@shared/orders/orders'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { CatalogueChange } from './api/catalogue-api'
import { catalogueFormSchema, changesOf, draftOf, LIMITS } from './catalogue-draft'

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
  const form = useZodForm(catalogueFormSchema, { defaultValues: draftOf(entry) })
  const [status, setStatus] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>()
  const saving = useChange<CatalogueEntry>({
    onAnswer: (answer) => {
      if (answer.ok) {
        form.reset(draftOf(answer.data))
        setStatus(copy.saved(answer.data.name))
      } else setRefusal(refusalMessage(answer.body, copy.saveFailed))
    },
  })
  const { errors } = form.formState

  const save = form.handleSubmit((typed) => {
    // One save at a time: a second would interrupt the first's fetcher, not follow it.
    if (saving.busy) return
    const update = changesOf(entry, typed, reviewSettings)
    if (Object.keys(update).length === 0) {
      setStatus(copy.nothingChanged)
      return
    }
    saving.submit({ intent: 'save', productId: entry.id, update } satisfies CatalogueChange)
  })

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
        onSubmit={(event) => {
          setStatus('')
          setRefusal(undefined)
          void save(event)
        }}
        // What was said of the last save goes as soon as the row is changed again.
        onChange={() => setStatus('')}
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
            error={errors.price?.message}
            field={form.register('price')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            id={`${id}-stock`}
            label={copy.stock}
            error={errors.stock?.message}
            field={form.register('stock')}
            type="number"
            inputMode="numeric"
            min={0}
            max={LIMITS.stock}
            step={1}
          />
          <TextField
            id={`${id}-max`}
            label={copy.maxPerOrder}
            error={errors.maxPerOrder?.message}
            field={form.register('maxPerOrder')}
            type="number"
            inputMode="numeric"
            min={LIMITS.maxPerOrder.min}
            max={LIMITS.maxPerOrder.max}
            step={1}
            readOnly={!reviewSettings}
            {...(reviewSettings ? {} : { hint: copy.physicianOnlyField })}
          />
        </div>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          <CheckboxField
            id={`${id}-review`}
            label={copy.needsReview}
            field={form.register('needsReview')}
            {...(reviewSettings ? {} : { disabled: true, hint: copy.physicianOnlyField })}
          />
          <CheckboxField id={`${id}-active`} label={copy.active} field={form.register('active')} />
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
