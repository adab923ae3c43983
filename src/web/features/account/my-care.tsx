import { useRef, useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormAlert } from '@/components/ui/form-alert'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { guideFileUrl } from '@/content/downloads'
import { ordersCopy } from '@/content/orders'
import { useApiData } from '@/hooks/use-api-data'
import { type Answer, apiRequest, refusalMessage } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import { getSupabase } from '@/lib/supabase'
import { formatCents } from '@shared/money'
import type { PatientOrder } from '@shared/orders/orders'
import type { Care } from '@shared/patient-wire'

import { patientRequest } from './api/patient-api'
import { careSteps, orderLineNote, orderStep } from './care-steps'

const copy = accountCopy.care
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/**
 * My care: the timeline, the patient's orders, the offer to link earlier requests, and how to
 * start a questionnaire or book a consultation.
 */
export function MyCare({ care, now = new Date() }: { care: Care; now?: Date }) {
  const steps = careSteps(care, now, (program) => paths.intakeProgram(program))
  return (
    <div className="flex flex-col gap-6">
      {care.linked ? null : <ConfirmAddress email={care.email} />}
      {steps.length === 0 ? (
        <p className="text-muted-foreground">{copy.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-slot="care-timeline">
          {steps.map((step) => (
            <li
              key={step.id}
              className={cn(
                'flex flex-col gap-2 rounded-lg border bg-background p-4',
                step.next.who === 'you' ? 'border-teal' : 'border-border',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold text-navy">{step.title}</h3>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={step.at}>{when.format(new Date(step.at))}</time> · {step.status}
                </p>
              </div>
              <p>
                <span className="font-semibold text-navy">{copy.next[step.next.who]}</span>
                {/* A visit's words have a colon of their own ("Your visit: …"). */}
                {step.next.who === 'done' || step.kind === 'appointment' ? ' · ' : ': '}
                {step.next.text}
              </p>
              {step.note ? (
                <p className="rounded-md bg-mist p-3 text-sm">
                  {step.kind === 'intake' && step.status === copy.intakeStatus.reviewed ? (
                    <span className="font-semibold">{copy.noteFromPhysician} </span>
                  ) : null}
                  {step.note}
                </p>
              ) : null}
              {step.action ? (
                // The default size: a 44 px touch target.
                <Button asChild className="self-start">
                  <Link to={step.action.to}>{step.action.label}</Link>
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <MyOrders />
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
        <h3 className="font-semibold text-navy">{copy.startHeading}</h3>
        <p className="text-sm text-muted-foreground">{copy.startBody}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.intakeProgram('weight-loss')}>{copy.startWeightLoss}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.intakeProgram('mens-health')}>{copy.startMensHealth}</Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{copy.bookBody}</p>
        <Button asChild className="self-start">
          <Link to={paths.book}>{copy.bookLink}</Link>
        </Button>
      </div>
    </div>
  )
}

// The Orders part (docs/architecture.md, Orders): the patient's order requests from the shop,
// read from /orders/v1 with their session (apiRequest; features do not share code, so this part
// asks the orders API itself). Each says where it stands and who acts next; while the patient may
// still cancel it, Cancel order asks once more in a dialog, and the server's answer (the
// cancelled order, or why it is too late) replaces what is shown, with focus back on the order.

const orderWords = ordersCopy.myCare

type OrderList = { orders: PatientOrder[] }

function ordersRequest<T>(path: string, init: { method?: string } = {}): Promise<Answer<T>> {
  return apiRequest<T>('/orders/v1', path, init)
}

const isPatientOrder = (value: unknown): value is PatientOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PatientOrder>).id === 'string' &&
  typeof (value as Partial<PatientOrder>).state === 'string' &&
  Array.isArray((value as Partial<PatientOrder>).lines)

const orderHeadingId = (order: PatientOrder) => `order-${order.id}-heading`

/** What changed since the list was read: an order cancelled here, or why it could not be. */
type OrderNews = { order?: PatientOrder; notice?: string; refusal?: string }

function MyOrders() {
  const { result, reload } = useApiData<OrderList>(ordersRequest, '/orders')
  const [news, setNews] = useState<Record<string, OrderNews>>({})
  const [cancelling, setCancelling] = useState<PatientOrder | null>(null)

  let body: React.ReactNode
  if (result.state === 'loading') {
    body = <p aria-live="polite">{orderWords.loading}</p>
  } else if (result.state === 'failed' || !Array.isArray(result.data.orders)) {
    body = (
      <LoadState
        kind="failed"
        message={orderWords.loadFailed}
        retryLabel={ordersCopy.retry}
        onRetry={reload}
        size="sm"
      />
    )
  } else if (result.data.orders.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">{orderWords.empty}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.supplements}>{orderWords.shop}</Link>
        </Button>
      </div>
    )
  } else {
    body = (
      <ol className="flex flex-col gap-3" data-slot="order-list">
        {result.data.orders.map((loaded) => {
          const order = news[loaded.id]?.order ?? loaded
          return (
            <OrderItem
              key={order.id}
              order={order}
              notice={news[order.id]?.notice}
              refusal={news[order.id]?.refusal}
              onCancel={() => setCancelling(order)}
            />
          )
        })}
      </ol>
    )
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <h3 id="orders-heading" className="text-lg font-bold text-navy">
        {orderWords.heading}
      </h3>
      {body}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(order) =>
          setNews((current) => ({
            ...current,
            [order.id]: { order, notice: orderWords.cancelled(order.number) },
          }))
        }
        onRefused={(order, refusal) => {
          // Too late (409): the server's words stay with the order, whose new state is read again.
          setNews((current) => ({ ...current, [order.id]: { refusal } }))
          reload()
        }}
      />
    </section>
  )
}

function OrderItem({
  order,
  notice,
  refusal,
  onCancel,
}: {
  order: PatientOrder
  notice: string | undefined
  refusal: string | undefined
  onCancel: () => void
}) {
  const step = orderStep(order)
  const headingId = orderHeadingId(order)
  return (
    <li
      data-slot="order"
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-background p-4',
        step.next.who === 'you' ? 'border-teal' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} tabIndex={-1} className="font-semibold text-navy focus:outline-none">
          {orderWords.orderTitle(order.number)}
        </h4>
        <p className="text-sm text-muted-foreground">
          <time dateTime={order.createdAt}>
            {orderWords.requested(day.format(new Date(order.createdAt)))}
          </time>{' '}
          · {orderWords.status} <span className="font-semibold text-navy">{step.status}</span>
        </p>
      </div>
      {/* Always there (empty until the order changed here), so its news is heard. */}
      <div role="status" className="font-semibold text-navy">
        {notice ? <p>{notice}</p> : null}
      </div>
      {step.next.text ? (
        <p>
          <span className="font-semibold text-navy">{copy.next[step.next.who]}</span>
          {step.next.who === 'done' ? ' · ' : ': '}
          {step.next.text}
        </p>
      ) : null}
      {step.reason ? (
        <p className="rounded-md bg-mist p-3 text-sm">
          <span className="font-semibold">{step.reason.label} </span>
          {step.reason.text}
        </p>
      ) : null}
      {step.shipment ? <p className="text-sm font-medium text-navy">{step.shipment}</p> : null}
      <ul
        className="flex flex-col divide-y divide-border"
        aria-label={orderWords.linesLabel(order.number)}
      >
        {order.lines.map((line) => {
          const note = orderLineNote(line)
          return (
            <li key={line.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-navy">{line.name}</span>
                <span className="text-sm text-muted-foreground">
                  {ordersCopy.line.quantityTimesPrice(
                    line.quantity,
                    formatCents(line.unitPriceCents),
                  )}
                </span>
              </div>
              {note ? <p className="text-sm">{note}</p> : null}
            </li>
          )
        })}
      </ul>
      <p className="font-semibold text-navy" data-slot="order-total">
        {orderWords.total(formatCents(order.totalCents))}
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      {step.cancellable ? (
        // The default size: a 44 px touch target.
        <Button variant="outline" className="self-start" aria-haspopup="dialog" onClick={onCancel}>
          {orderWords.cancel}
        </Button>
      ) : null}
    </li>
  )
}

function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
  onRefused,
}: {
  /** The order to cancel; null when the dialog is closed. */
  order: PatientOrder | null
  onClose: () => void
  onCancelled: (order: PatientOrder) => void
  /** Too late, in the server's words; or no message when its answer was not an order. */
  onRefused: (order: PatientOrder, message?: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  // The order whose heading takes focus once the dialog closes on the server's answer (the
  // button that opened it may be gone).
  const settled = useRef<PatientOrder | null>(null)
  // Kept while the dialog closes, so its words do not vanish during the closing.
  const [shown, setShown] = useState<PatientOrder | null>(order)
  if (order && order !== shown) setShown(order)

  async function cancel(target: PatientOrder) {
    setBusy(true)
    setError(undefined)
    const answer = await ordersRequest<unknown>(`/orders/${encodeURIComponent(target.id)}/cancel`, {
      method: 'POST',
    }).catch(() => null)
    setBusy(false)
    if (!answer || (!answer.ok && answer.status >= 500)) {
      setError(orderWords.unreachable)
      return
    }
    if (answer.ok) {
      settled.current = target
      if (isPatientOrder(answer.data)) onCancelled(answer.data)
      else onRefused(target)
      onClose()
      return
    }
    const message = refusalMessage(answer.body, orderWords.refused)
    if (answer.status === 409) {
      settled.current = target
      onRefused(target, message)
      onClose()
      return
    }
    setError(message)
  }

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (open) return
        setError(undefined)
        onClose()
      }}
    >
      <DialogContent
        width="narrow"
        onCloseAutoFocus={(event) => {
          const done = settled.current
          if (!done) return
          settled.current = null
          event.preventDefault()
          document.getElementById(orderHeadingId(done))?.focus()
        }}
      >
        <DialogTitle>{shown ? orderWords.cancelTitle(shown.number) : ''}</DialogTitle>
        <DialogDescription size="base">{orderWords.cancelBody}</DialogDescription>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {orderWords.keep}
          </Button>
          <Button
            variant="destructive"
            disabled={busy || !order}
            onClick={() => {
              if (order) void cancel(order)
            }}
          >
            {busy ? orderWords.cancelling : orderWords.confirmCancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

/**
 * Requests sent with this address before the account existed are shown once a mailed link proves
 * the address (supabase-js signInWithOtp, which mails a sign-in link and creates no account).
 */
function ConfirmAddress({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  async function send() {
    setState('sending')
    try {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signInWithOtp({
        email,
        options: {
          shouldCreateUser: false,
          emailRedirectTo: `${window.location.origin}${paths.account}`,
        },
      })
      setState(error ? 'failed' : 'sent')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background p-4">
      <p>{copy.unlinked}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={state === 'sending' || state === 'sent'}
        onClick={() => void send()}
      >
        {copy.sendLink}
      </Button>
      <p role="status" className="text-sm">
        {state === 'sent' ? copy.linkSent : state === 'failed' ? copy.linkFailed : ''}
      </p>
    </div>
  )
}

/** The guides this address downloaded, each to download again. */
export function MyGuides({ care }: { care: Care }) {
  const guides = accountCopy.guides
  if (care.downloads.length === 0) return <p className="text-muted-foreground">{guides.empty}</p>
  const seen = new Set<string>()
  return (
    <ul className="flex flex-col gap-2">
      {care.downloads
        .filter((download) => !seen.has(download.resourceId) && seen.add(download.resourceId))
        .map((download) => (
          <li key={download.id}>
            <a
              className="font-semibold text-teal underline underline-offset-4"
              href={guideFileUrl(download.resourceId as Parameters<typeof guideFileUrl>[0])}
              download={`${download.resourceId}.pdf`}
            >
              {guides.again(download.resourceTitle)}
            </a>
          </li>
        ))}
    </ul>
  )
}

/** The newsletter switch, for a proven address. */
export function NewsletterSwitch({ care, onChanged }: { care: Care; onChanged: () => void }) {
  const copyNews = accountCopy.newsletter
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  // Shown as chosen at once; put back if the server refuses.
  const [chosen, setChosen] = useState<boolean | null>(null)
  if (care.newsletter === null) return <p className="text-muted-foreground">{copyNews.unlinked}</p>
  const subscribedNow = chosen ?? care.newsletter
  async function toggle(subscribed: boolean) {
    setBusy(true)
    setError(undefined)
    setChosen(subscribed)
    const answer = await patientRequest('/newsletter', {
      method: 'PUT',
      body: { subscribed },
    }).catch(() => null)
    setBusy(false)
    if (answer?.ok) {
      onChanged()
      return
    }
    setChosen(null)
    setError(answer ? refusalMessage(answer.body, copyNews.failed) : copyNews.failed)
  }
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-teal"
          checked={subscribedNow}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {copyNews.label}
      </label>
      <p role="status" className="text-sm text-muted-foreground">
        {error ?? (subscribedNow ? copyNews.on : copyNews.off)}
      </p>
    </div>
  )
}
