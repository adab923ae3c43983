import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { LoadState } from '@/components/ui/load-state'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { ordersCopy } from '@/content/workspace-orders'
import { cn } from '@/lib/cn'
import { centsToDecimal, formatCents } from '@shared/money'
import {
  type CatalogueEntry,
  type CatalogueUpdate,
  catalogueUpdateSchema,
} from '@shared/orders/orders'
import { can, type StaffRole } from '@shared/roles'

import { refusalMessage } from '../api/workspace-api'
import { dollarsToCents } from '../orders/orders-format'
import { useWorkspaceData } from '../use-workspace-data'
import { FormAlert } from '../workspace-fields'
import { cataloguePath, updateCatalogueEntry } from './api/catalogue-api'

const copy = ordersCopy.catalogue

/** The limits of the shared catalogue update schema, for the words below. */
const LIMITS = { priceCents: 10_000_000, stock: 1_000_000, maxPerOrder: { min: 1, max: 1000 } }

type Draft = {
  price: string
  stock: string
  maxPerOrder: string
  needsReview: boolean
  active: boolean
}
type DraftErrors = Partial<Record<'price' | 'stock' | 'maxPerOrder', string>>

function draftOf(entry: CatalogueEntry): Draft {
  return {
    price: centsToDecimal(entry.priceCents),
    stock: String(entry.stock),
    maxPerOrder: String(entry.maxPerOrder),
    needsReview: entry.needsReview,
    active: entry.active,
  }
}

function wholeNumber(typed: string, min: number, max: number): number | null {
  const trimmed = typed.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value >= min && value <= max ? value : null
}

/**
 * What a row's draft changes on its product: only the fields that differ, price in cents (typed
 * in dollars with at most two decimals). Errors in words for each field that is not a valid value.
 * Without `reviewSettings` (docs/architecture.md, Roles) the review and the limit are never sent,
 * whatever the draft holds: the server would refuse the whole change.
 */
export function catalogueChange(
  entry: CatalogueEntry,
  draft: Draft,
  reviewSettings = true,
): { errors: DraftErrors } | { update: CatalogueUpdate } {
  const errors: DraftErrors = {}
  const priceCents = dollarsToCents(draft.price)
  if (priceCents === null || priceCents > LIMITS.priceCents) errors.price = copy.priceError
  const stock = wholeNumber(draft.stock, 0, LIMITS.stock)
  if (stock === null) errors.stock = copy.stockError
  const maxPerOrder = wholeNumber(draft.maxPerOrder, LIMITS.maxPerOrder.min, LIMITS.maxPerOrder.max)
  if (maxPerOrder === null) errors.maxPerOrder = copy.maxPerOrderError
  if (priceCents === null || stock === null || maxPerOrder === null || errors.price) {
    return { errors }
  }
  const update: CatalogueUpdate = {
    ...(priceCents !== entry.priceCents && { priceCents }),
    ...(stock !== entry.stock && { stock }),
    ...(reviewSettings && maxPerOrder !== entry.maxPerOrder && { maxPerOrder }),
    ...(reviewSettings &&
      draft.needsReview !== entry.needsReview && { needsReview: draft.needsReview }),
    ...(draft.active !== entry.active && { active: draft.active }),
  }
  return { update: catalogueUpdateSchema.parse(update) }
}

/**
 * The shop's catalogue as the database holds it (docs/architecture.md, Orders): each product's
 * price, stock, whether a physician must review it, the most one order may hold, and whether it
 * is on sale, each row edited and saved on its own. Out-of-stock and withdrawn products are
 * marked in words, not only by color. Whether a product needs a physician's review and its
 * per-order limit are a physician's to change (docs/architecture.md, Roles): for other staff they
 * are shown read-only, with why in words.
 */
export function CatalogueView({ staffRole }: { staffRole: StaffRole | undefined }) {
  const reviewSettings = can(staffRole, 'catalogue.review-settings')
  const catalogue = useWorkspaceData<{ products: CatalogueEntry[] }>(cataloguePath)
  // What each save answered with, shown over the first read.
  const [saved, setSaved] = useState<Record<string, CatalogueEntry>>({})

  if (catalogue.result.state === 'failed') {
    return (
      <LoadState
        kind="failed"
        message={workspaceCopy.loadFailed}
        retryLabel={workspaceCopy.retry}
        onRetry={catalogue.reload}
      />
    )
  }
  if (catalogue.result.state !== 'ready')
    return <LoadState kind="loading" message={workspaceCopy.loading} />
  const products = catalogue.result.data.products.map((product) => saved[product.id] ?? product)

  return (
    <section aria-labelledby="catalogue-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="catalogue-heading" className="text-xl font-bold text-navy">
        {copy.heading} ({products.length})
      </h2>
      {reviewSettings ? null : (
        <p data-slot="physician-only" className="max-w-3xl rounded-md border border-border p-3">
          {copy.physicianOnly}
        </p>
      )}
      {products.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-slot="catalogue">
          {products.map((product) => (
            <CatalogueRow
              key={product.id}
              entry={product}
              reviewSettings={reviewSettings}
              onSaved={(entry) => setSaved((before) => ({ ...before, [entry.id]: entry }))}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function CatalogueRow({
  entry,
  reviewSettings,
  onSaved,
}: {
  entry: CatalogueEntry
  /** Whether this staff member may change the review and the per-order limit. */
  reviewSettings: boolean
  onSaved: (entry: CatalogueEntry) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(entry))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [status, setStatus] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const priceRef = useRef<HTMLInputElement>(null)
  const stockRef = useRef<HTMLInputElement>(null)
  const maxPerOrderRef = useRef<HTMLInputElement>(null)

  const update = (patch: Partial<Draft>) => {
    setStatus('')
    setDraft((before) => ({ ...before, ...patch }))
  }

  async function save(event: FormEvent) {
    event.preventDefault()
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
    setSaving(true)
    try {
      const answer = await updateCatalogueEntry(entry.id, change.update)
      if (answer.ok) {
        onSaved(answer.data)
        setDraft(draftOf(answer.data))
        setStatus(copy.saved(answer.data.name))
      } else {
        setRefusal(refusalMessage(answer.body, copy.saveFailed))
      }
    } catch {
      setRefusal(copy.saveFailed)
    } finally {
      setSaving(false)
    }
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
        onSubmit={(event) => void save(event)}
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
          <Button type="submit" disabled={saving}>
            {saving ? copy.saving : copy.save}
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
