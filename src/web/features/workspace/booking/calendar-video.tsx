import { Video } from 'lucide-react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import type { VideoLink } from '@shared/booking/booking'
import type { StaffVisit } from '@shared/booking/staff-booking-wire'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { VisitChange } from './api/calendar-api'

const copy = workspaceCopy.calendar

/** The room opens this long before a video visit (the server's window, booking/video-room.ts). */
const EARLY_MS = 15 * 60_000

/** Whether a video visit's room may be opened now: booked (or marked attended), in its window. */
export function videoRoomOpen(visit: StaffVisit, now: Date): boolean {
  const at = now.getTime()
  return (
    visit.visit === 'video' &&
    (visit.status === 'booked' || visit.status === 'fulfilled') &&
    at >= Date.parse(visit.start) - EARLY_MS &&
    at < Date.parse(visit.end)
  )
}

/**
 * "Start video visit" on a video visit in its window (docs/decisions/049-video-visits-by-our-own-link.md):
 * asks the server for the room's link with a moderator token — each opening audited there — then
 * offers it to open in a new tab. A second step, not a pop-up: a browser blocks a tab opened
 * after a request, not one the user opens.
 */
export function StartVideo({ visit, forWhom }: { visit: StaffVisit; forWhom: React.ReactNode }) {
  const starting = useChange<VideoLink>()
  const answer = starting.answer
  if (answer?.ok) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button asChild className="min-h-11">
          <a href={answer.data.url} target="_blank" rel="noopener noreferrer">
            <Video aria-hidden="true" className="size-5" />
            <span className="whitespace-normal">
              {copy.openVideo}
              {forWhom}
            </span>
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">{copy.openVideoHint}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        size="inline"
        className="min-h-11 px-3 py-1"
        disabled={starting.busy}
        onClick={() => starting.submit({ intent: 'video', id: visit.id } satisfies VisitChange)}
      >
        <Video aria-hidden="true" className="size-5" />
        <span className="whitespace-normal">
          {copy.startVideo}
          {forWhom}
        </span>
      </Button>
      <FormAlert message={answer ? refusalMessage(answer.body, copy.videoFailed) : undefined} />
    </div>
  )
}
