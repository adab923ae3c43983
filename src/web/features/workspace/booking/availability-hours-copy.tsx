import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { workspaceCopy } from '@/content/workspace'

import { WEEKDAYS_FROM_MONDAY, weekdayName, WORKDAYS } from './availability-form'

const words = workspaceCopy.availability.hours

/** Opening the panel takes the keyboard to its first box (a stable ref: called once it is drawn). */
function focusFirstBox(panel: HTMLFieldSetElement | null) {
  panel?.querySelector('input')?.focus()
}

/**
 * "Copy to…" on a day with hours: the other days as boxes (with a "Weekdays" shortcut), and
 * Copy, which puts this day's windows in place of theirs in the form (`copyDay`); nothing is
 * sent until the form is saved. Focus goes into the boxes when it opens and back to "Copy to…"
 * when it closes.
 */
export function CopyHours({
  id,
  weekday,
  onCopy,
}: {
  id: string
  weekday: number
  /** The days ticked, Monday first. */
  onCopy: (to: number[]) => void
}) {
  const day = weekdayName(weekday)
  const panelId = `${id}-copy-${weekday}`
  const [open, setOpen] = useState(false)
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const [problem, setProblem] = useState('')
  const toggleRef = useRef<HTMLButtonElement>(null)
  const others = WEEKDAYS_FROM_MONDAY.filter((other) => other !== weekday)

  function close() {
    setOpen(false)
    setTicked(new Set())
    setProblem('')
    // The panel goes: the keyboard goes back to what opened it.
    toggleRef.current?.focus()
  }

  function tick(other: number, on: boolean) {
    const next = new Set(ticked)
    if (on) next.add(other)
    else next.delete(other)
    setTicked(next)
    setProblem('')
  }

  function copy() {
    const to = others.filter((other) => ticked.has(other))
    if (to.length === 0) {
      setProblem(words.copyNone)
      document.getElementById(`${panelId}-${others[0]}`)?.focus()
      return
    }
    onCopy(to)
    close()
  }

  return (
    <>
      <Button
        ref={toggleRef}
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {words.copyTo}
        <span className="sr-only">: {day}</span>
      </Button>
      {open ? (
        <fieldset
          ref={focusFirstBox}
          id={panelId}
          className="flex basis-full flex-col gap-2 rounded-md border border-border p-3"
          aria-describedby={problem ? `${panelId}-note ${panelId}-problem` : `${panelId}-note`}
        >
          <legend className="px-1 text-sm font-semibold text-foreground">
            {words.copyLegend(day)}
          </legend>
          <p id={`${panelId}-note`} className="text-sm text-muted-foreground">
            {words.copyNote}
          </p>
          <div className="flex flex-wrap gap-x-6">
            {others.map((other) => (
              <CheckboxField
                key={other}
                id={`${panelId}-${other}`}
                label={weekdayName(other)}
                checked={ticked.has(other)}
                onChange={(on) => tick(other, on)}
              />
            ))}
          </div>
          {problem ? (
            <p id={`${panelId}-problem`} className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setTicked(new Set(WORKDAYS.filter((other) => other !== weekday)))
                setProblem('')
              }}
            >
              {words.copyWeekdays}
              <span className="sr-only">: {words.copyWeekdaysName}</span>
            </Button>
            <Button type="button" onClick={copy}>
              {words.copy}
            </Button>
            <Button type="button" variant="ghost" onClick={close}>
              {words.copyCancel}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </>
  )
}
