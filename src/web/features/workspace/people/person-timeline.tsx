import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { intakeDecisionLabels, type IntakeDecision } from '@shared/intake-review'
import { orderStateLabels, type OrderState } from '@shared/orders/order-states'
import { pipelineLabels } from '@shared/pipeline'
import type { PersonTimelineItem } from '@shared/workspace-wire'

import { calendarTimeZone, dateIn } from '../booking/calendar-time'
import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.person
const visitStatuses = workspaceCopy.calendar.statuses as Record<string, string>
const programs = copy.programs as Record<string, string>

/** What an entry says happened. */
function headline(item: PersonTimelineItem): string {
  switch (item.kind) {
    case 'download':
      return copy.item.download(item.title)
    case 'visit':
      return copy.item.visit(item.when ? formatWhen(item.when) : '')
    case 'order':
      return copy.item.order(item.title)
    default:
      return copy.item[item.kind]
  }
}

/** Its state now, in words, when it has one. */
function stateOf(item: PersonTimelineItem): string | null {
  if (item.status === null) return null
  switch (item.kind) {
    case 'request':
      return pipelineLabels.status[item.status as keyof typeof pipelineLabels.status] ?? item.status
    case 'questionnaire':
      return (
        intakeDecisionLabels[item.status as IntakeDecision] ??
        (item.status === 'submitted' ? copy.awaitingDecision : item.status)
      )
    case 'visit':
      return visitStatuses[item.status] ?? item.status
    case 'order':
      return orderStateLabels[item.status as OrderState] ?? item.status
    case 'attempt':
      return (pipelineLabels.outcome as Record<string, string>)[item.status] ?? item.status
    default:
      return item.status
  }
}

/** The entry's own workspace page, if it has one. */
function linkOf(item: PersonTimelineItem): string | null {
  switch (item.kind) {
    case 'request':
    case 'attempt':
    case 'note':
      return paths.adminRequest(item.recordId)
    case 'questionnaire':
      return paths.adminIntake(item.recordId)
    case 'visit':
      // The calendar shows days on the clinic's clock (docs/decisions/038-…).
      return `${paths.adminCalendar}?date=${dateIn(new Date(item.when ?? item.at), calendarTimeZone())}`
    case 'order':
      return paths.adminOrder(item.recordId)
    default:
      return null
  }
}

/** Everything about the person in one list, newest first, each entry opening its own page. */
export function PersonTimeline({ items }: { items: PersonTimelineItem[] }) {
  return (
    <section aria-labelledby="person-timeline" className="flex flex-col gap-3">
      <h2 id="person-timeline" className="text-xl font-bold text-navy">
        {copy.timeline}
      </h2>
      {items.length === 0 ? <p>{copy.emptyTimeline}</p> : null}
      <ol className="flex flex-col gap-2" data-slot="person-timeline">
        {items.map((item) => {
          const link = linkOf(item)
          const state = stateOf(item)
          const channel =
            item.kind === 'attempt' && item.title
              ? ((pipelineLabels.channel as Record<string, string>)[item.title] ?? item.title)
              : null
          const detail = [
            item.kind === 'questionnaire' && item.title ? programs[item.title] : null,
            channel,
            state,
          ].filter(Boolean)
          return (
            <li
              key={`${item.kind}:${item.recordId}:${item.at}`}
              className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold text-navy">{headline(item)}</p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={item.at}>{formatWhen(item.at)}</time>
                  {detail.length > 0 ? ` · ${detail.join(' · ')}` : ''}
                </p>
                {item.text ? <p className="text-sm wrap-anywhere">{item.text}</p> : null}
              </div>
              {link ? (
                <Link
                  to={link}
                  className="shrink-0 text-sm font-semibold text-teal underline"
                  aria-label={`${copy.open[item.kind as keyof typeof copy.open]}: ${headline(item)}, ${formatWhen(item.at)}`}
                >
                  {copy.open[item.kind as keyof typeof copy.open]}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
