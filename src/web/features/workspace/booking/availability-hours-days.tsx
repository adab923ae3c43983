import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FieldDescription } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { workspaceCopy } from '@/content/workspace'

import {
  addedRow,
  copyDay,
  type HoursRow,
  WEEKDAYS_FROM_MONDAY,
  weekdayName,
} from './availability-form'
import { CopyHours } from './availability-hours-copy'

const words = workspaceCopy.availability.hours

const dayList = new Intl.ListFormat('en-US', { type: 'conjunction' })

/**
 * The weekly hours being typed: each weekday, Monday first, with its wall-clock windows (none:
 * closed), a window added or removed at a time. The keyboard follows: to a new window's first
 * time, or to a day's Add button once its last window was removed. A day's windows can be copied
 * to other days (CopyHours), said politely.
 */
export function WeekHours({
  id,
  days,
  onChange,
}: {
  id: string
  /** The windows of each weekday, by weekday number (0 Sunday). */
  days: HoursRow[][]
  /** The whole week, a day or more of it changed. */
  onChange: (days: HoursRow[][]) => void
}) {
  // What the last copy did, for the live region (empty until one is made).
  const [copied, setCopied] = useState('')
  function setDay(weekday: number, rows: HoursRow[]) {
    onChange(days.map((day, index) => (index === weekday ? rows : day)))
  }

  // The control to focus once the rows it belongs to are drawn: a new window's first time, or a
  // day's Add button after its last window was removed.
  const pendingFocus = useRef<string | null>(null)

  function focusRef(key: string) {
    return (node: HTMLElement | null) => {
      if (node && pendingFocus.current === key) {
        pendingFocus.current = null
        node.focus()
      }
    }
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-days-hint`}>
      <legend className="mb-1 text-sm font-semibold text-foreground">{words.days}</legend>
      <FieldDescription id={`${id}-days-hint`}>{words.daysHint}</FieldDescription>
      <ul className="flex flex-col gap-3">
        {WEEKDAYS_FROM_MONDAY.map((weekday) => {
          const day = weekdayName(weekday)
          const rows = days[weekday] ?? []
          const addKey = `add-${weekday}`
          return (
            <li
              key={weekday}
              className="flex flex-col gap-2 rounded-md border border-border p-3 md:flex-row md:items-start md:gap-4"
            >
              <p className="font-semibold text-navy md:w-28 md:shrink-0 md:pt-2.5">{day}</p>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {rows.length === 0 ? (
                  <p className="text-sm text-muted-foreground md:pt-2.5">{words.closed}</p>
                ) : null}
                {rows.map((window, index) => (
                  <div
                    key={window.key}
                    role="group"
                    aria-label={words.windowName(day, index + 1)}
                    className="flex flex-wrap items-end gap-3"
                  >
                    <TimeField
                      id={`${id}-${window.key}-start`}
                      label={words.from}
                      value={window.start}
                      inputRef={focusRef(window.key)}
                      onChange={(start) =>
                        setDay(
                          weekday,
                          rows.map((other) =>
                            other.key === window.key ? { ...other, start } : other,
                          ),
                        )
                      }
                    />
                    <TimeField
                      id={`${id}-${window.key}-end`}
                      label={words.until}
                      value={window.end}
                      onChange={(end) =>
                        setDay(
                          weekday,
                          rows.map((other) =>
                            other.key === window.key ? { ...other, end } : other,
                          ),
                        )
                      }
                    />
                    <Button
                      type="button"
                      variant="ghostDestructive"
                      onClick={() => {
                        pendingFocus.current = addKey
                        setDay(
                          weekday,
                          rows.filter((other) => other.key !== window.key),
                        )
                      }}
                    >
                      {words.removeWindow}
                      <span className="sr-only">: {words.windowName(day, index + 1)}</span>
                    </Button>
                  </div>
                ))}
                <div className="flex flex-wrap gap-3">
                  <Button
                    ref={focusRef(addKey)}
                    type="button"
                    variant="outline"
                    onClick={() => {
                      const added = addedRow(rows)
                      pendingFocus.current = added.key
                      setDay(weekday, [...rows, added])
                    }}
                  >
                    {words.addWindow}
                    <span className="sr-only">: {day}</span>
                  </Button>
                  {rows.length > 0 ? (
                    <CopyHours
                      id={id}
                      weekday={weekday}
                      onCopy={(to) => {
                        onChange(copyDay(days, weekday, to))
                        setCopied(words.copied(day, dayList.format(to.map(weekdayName))))
                      }}
                    />
                  ) : null}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <p role="status" className="text-sm font-semibold text-teal">
        {copied}
      </p>
    </fieldset>
  )
}

function TimeField({
  id,
  label,
  value,
  onChange,
  inputRef,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  inputRef?: (node: HTMLInputElement | null) => void
}) {
  return (
    <div className="flex w-36 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="time"
        step={60}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
