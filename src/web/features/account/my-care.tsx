import { useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { VideoJoin } from '@/components/ui/video-join'
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { bookingCopy } from '@/content/booking'
import { guideFileUrl } from '@/content/downloads'
import { useChange } from '@/hooks/use-change'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import type { Care } from '@shared/patient-wire'

import type { AccountChange, OrderList } from './api/account-api'
import { careSteps } from './care-steps'
import { MyOrders } from './my-orders'

const copy = accountCopy.care
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * My care: the timeline, the patient's orders, the offer to link earlier requests, and how to
 * start a questionnaire or book a consultation.
 */
export function MyCare({
  care,
  orders,
  now = new Date(),
}: {
  care: Care
  orders: Answer<OrderList>
  now?: Date
}) {
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
              {step.video ? (
                <VideoJoin {...step.video} label={bookingCopy.video.join} now={now} />
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
      <MyOrders orders={orders} />
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

/**
 * Requests sent with this address before the account existed are shown once a mailed link proves
 * the address (supabase-js signInWithOtp, which mails a sign-in link and creates no account).
 */
function ConfirmAddress({ email }: { email: string }) {
  const send = useChange()
  const sent = send.answer?.ok === true
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background p-4">
      <p>{copy.unlinked}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={send.busy || sent}
        onClick={() => send.submit({ intent: 'send-link', email } satisfies AccountChange)}
      >
        {copy.sendLink}
      </Button>
      <p role="status" className="text-sm">
        {sent ? copy.linkSent : send.answer ? copy.linkFailed : ''}
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

/**
 * The newsletter switch, for a proven address: shown as chosen at once, put back with the
 * server's words if it refuses; once it takes it, My care is read again.
 */
export function NewsletterSwitch({ care }: { care: Care }) {
  const copyNews = accountCopy.newsletter
  // What the patient chose, until the page's data says it (or the server refused it).
  const [chosen, setChosen] = useState<boolean | null>(null)
  const change = useChange({ onAnswer: () => setChosen(null) })
  if (care.newsletter === null) return <p className="text-muted-foreground">{copyNews.unlinked}</p>
  const subscribedNow = chosen ?? care.newsletter
  const refused = change.answer && !change.answer.ok ? change.answer : undefined
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-teal"
          checked={subscribedNow}
          disabled={change.busy}
          onChange={(event) => {
            const subscribed = event.target.checked
            setChosen(subscribed)
            change.submit({ intent: 'newsletter', subscribed } satisfies AccountChange)
          }}
        />
        {copyNews.label}
      </label>
      <p role="status" className="text-sm text-muted-foreground">
        {refused && chosen === null
          ? refusalMessage(refused.body, copyNews.failed)
          : subscribedNow
            ? copyNews.on
            : copyNews.off}
      </p>
    </div>
  )
}
