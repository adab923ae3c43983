import { useCallback, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { staffIdleCopy as copy } from '@/content/staff-idle'
import { toast } from '@/hooks/use-toast'
import { getSiteConfig } from '@/lib/supabase'

import { reportActivity } from './api/report-activity'
import { useSession } from './session-provider'

// Ends a staff session that nobody uses (docs/architecture.md, Staff accounts). The server
// decides: a staff session ends STAFF_IDLE_MINUTES after the last activity reported to it
// (POST /auth/v1/activity). This page reports a press or a key at most once a minute, warns a
// minute before the server would end the session, and signs out when it has. What was
// reported and seen is shared with the other tabs of the same session through localStorage, so
// working in one tab keeps the others signed in.

const REPORTED = 'rm-staff-activity-reported'
const SEEN = 'rm-staff-activity-seen'
const REPORT_EVERY_MS = 60_000
const WARN_BEFORE_MS = 60_000
const TICK_MS = 5_000

function readTime(key: string): number {
  const value = Number(localStorage.getItem(key))
  return Number.isFinite(value) ? value : 0
}

function writeTime(key: string, value: number) {
  try {
    localStorage.setItem(key, String(value))
  } catch {
    // Storage full or blocked: this tab still keeps its own session alive.
  }
}

export function StaffIdleGuard() {
  const { signOut } = useSession()
  const [warning, setWarning] = useState(false)
  const idleMs = useRef<number | undefined>(undefined)
  const ended = useRef(false)

  const end = useCallback(() => {
    if (ended.current) return
    ended.current = true
    setWarning(false)
    toast(copy.signedOut(Math.round((idleMs.current ?? 0) / 60_000)))
    void signOut({ scope: 'local' })
  }, [signOut])

  /** Tell the server (and the other tabs) that someone is here. */
  const sendReport = useCallback(() => {
    const now = Date.now()
    writeTime(REPORTED, now)
    writeTime(SEEN, now)
    reportActivity().then(
      (live) => {
        if (!live) end()
      },
      // Offline for a moment: the next report or tick tries again.
      () => undefined,
    )
  }, [end])

  const report = useCallback(() => {
    setWarning(false)
    sendReport()
  }, [sendReport])

  useEffect(() => {
    let stopped = false
    // Opening a staff page is activity.
    sendReport()

    const onActivity = () => {
      const now = Date.now()
      writeTime(SEEN, now)
      if (now - readTime(REPORTED) >= REPORT_EVERY_MS) report()
    }
    const tick = () => {
      const limit = idleMs.current
      if (limit === undefined || ended.current) return
      const now = Date.now()
      const reported = readTime(REPORTED)
      const deadline = reported + limit
      if (now >= deadline) end()
      else if (now >= deadline - WARN_BEFORE_MS) {
        // Seen since the last report (in any tab): report it now rather than warn.
        if (readTime(SEEN) > reported) report()
        else setWarning(true)
      } else setWarning(false)
    }

    getSiteConfig().then(
      (config) => {
        if (!stopped) idleMs.current = config.staffIdleMinutes * 60_000
      },
      () => undefined,
    )
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const
    for (const type of events)
      window.addEventListener(type, onActivity, { capture: true, passive: true })
    const timer = window.setInterval(tick, TICK_MS)
    return () => {
      stopped = true
      for (const type of events) window.removeEventListener(type, onActivity, { capture: true })
      window.clearInterval(timer)
    }
  }, [report, sendReport, end])

  // While the warning is up nothing behind it can take focus, whatever else is open.
  useEffect(() => {
    if (!warning) return
    const root = document.getElementById('root')
    root?.setAttribute('inert', '')
    return () => root?.removeAttribute('inert')
  }, [warning])

  return (
    <Dialog open={warning} onOpenChange={(open) => (open ? undefined : report())}>
      <DialogContent width="narrow" role="alertdialog" data-slot="staff-idle-warning">
        <DialogHeader>
          <DialogTitle>{copy.warningTitle}</DialogTitle>
          <DialogDescription>{copy.warningBody}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={end}>
            {copy.signOutNow}
          </Button>
          <Button type="button" onClick={report}>
            {copy.stay}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
