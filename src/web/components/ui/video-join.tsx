import { Video } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

import { Button } from '@/components/ui/button'

// The way into a video visit for its patient (docs/decisions/049-video-visits-by-our-own-link.md):
// a link that is active from `opensAt` until `closesAt`, and before then a disabled button that
// says when it opens. The page turns it on at that moment, without a reload. The link is the
// site's own; the server mints the room's token when it is followed.

/** A timer longer than this would overflow setTimeout; nobody keeps a page open that long. */
const LONGEST_WAIT_MS = 24 * 3_600_000

export function VideoJoin({
  href,
  opensAt,
  closesAt,
  label,
  opensWords,
  now = new Date(),
}: {
  href: string
  opensAt: string
  closesAt: string
  /** "Join your video visit". */
  label: string
  /** When it opens, in words, e.g. "The room opens at 9:45 AM CT, 15 minutes before your visit." */
  opensWords: string
  now?: Date
}) {
  const opensId = useId()
  const [at, setAt] = useState(now)
  const opens = Date.parse(opensAt)
  const closes = Date.parse(closesAt)
  const wait = opens - at.getTime()
  useEffect(() => {
    if (wait <= 0 || wait > LONGEST_WAIT_MS) return
    const timer = setTimeout(() => setAt(new Date()), wait + 50)
    return () => clearTimeout(timer)
  }, [wait])

  if (at.getTime() >= closes) return null
  const icon = <Video aria-hidden="true" className="size-5" />
  if (wait > 0) {
    return (
      <div className="flex flex-col items-start gap-1" data-slot="video-join">
        <Button type="button" disabled aria-describedby={opensId}>
          {icon}
          {label}
        </Button>
        <p id={opensId} className="text-sm text-muted-foreground">
          {opensWords}
        </p>
      </div>
    )
  }
  return (
    <Button asChild className="self-start" data-slot="video-join">
      <a href={href} rel="noopener">
        {icon}
        {label}
      </a>
    </Button>
  )
}
