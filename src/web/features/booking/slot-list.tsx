import { useId, useRef, useState } from 'react'
import type * as React from 'react'

import { bookingCopy } from '@/content/booking'
import { cn } from '@/lib/cn'
import type { BookableSlot } from '@shared/booking/booking'

import { shortDay, type SlotDay, slotsByClinician, slotsByDay, timeOfDay } from './time-words'

// Free times as rows of days, then the chosen day's times under each clinician
// (docs/architecture.md, Booking): a patient picks a day, then a time, instead of scrolling a
// hundred cards that each repeat who the visit is with. The strip is a tablist (arrow keys,
// Home and End move along it and show that day); every day's panel is in the page, the others
// hidden. Each time is a button that chooses it at once (aria-pressed marks the one chosen
// before); its name starts with the time, as it reads, and adds the day, the clinician and the
// place, which sit in the headings above it. Day headings take focus (tabIndex -1, `data-day`)
// when "Later times" adds their day.

const copy = bookingCopy

export function SlotList({
  slots,
  timeZone,
  chosen,
  onChoose,
  headingLevel = 3,
  layout = 'strip',
}: {
  slots: readonly BookableSlot[]
  timeZone: string | undefined
  /** The slot chosen before, if any, shown pressed (and its day shown first). */
  chosen?: string | null
  onChoose: (slot: BookableSlot) => void
  headingLevel?: 3 | 4
  /** `list`: every day one under the other, for a few times (the next free ones after a clash). */
  layout?: 'strip' | 'list'
}) {
  const prefix = useId()
  const days = slotsByDay(slots, timeZone)
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.id === chosen))?.key
  const [picked, setPicked] = useState<string | null>(null)
  // A day that is no longer offered (its times were taken) falls back to the chosen or first.
  const shown = days.find((day) => day.key === picked)?.key ?? chosenDay ?? days[0]?.key ?? null
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (key: string) => `${prefix}-tab-${key}`
  const panelId = (key: string) => `${prefix}-panel-${key}`

  function show(key: string) {
    setPicked(key)
    tabs.current.get(key)?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = days.length - 1
    const next: Record<string, number> = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    show(days[target]!.key)
  }

  if (layout === 'list') {
    return (
      <div className="flex min-w-0 flex-col gap-6" data-slot="slot-list">
        {days.map((day) => (
          <DayPanel
            key={day.key}
            day={day}
            timeZone={timeZone}
            chosen={chosen}
            onChoose={onChoose}
            headingLevel={headingLevel}
          />
        ))}
      </div>
    )
  }

  return (
    <div className="flex min-w-0 flex-col gap-4" data-slot="slot-list">
      <div
        role="tablist"
        aria-label={copy.times.days}
        // Rows of days that wrap, not a strip that scrolls sideways: nothing on the page does.
        className="grid grid-cols-4 gap-2 min-[26rem]:grid-cols-5 sm:grid-cols-7"
      >
        {days.map((day, index) => {
          const selected = day.key === shown
          const { weekday, date } = shortDay(day.slots[0]!.start, timeZone)
          return (
            <button
              key={day.key}
              ref={(node) => {
                if (node) tabs.current.set(day.key, node)
                else tabs.current.delete(day.key)
              }}
              type="button"
              role="tab"
              id={tabId(day.key)}
              aria-selected={selected}
              aria-controls={panelId(day.key)}
              aria-label={copy.times.dayTab(day.heading, day.slots.length)}
              tabIndex={selected ? 0 : -1}
              data-day-tab={day.key}
              onClick={() => show(day.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex min-h-11 min-w-0 flex-col items-center rounded-md border px-1 py-2 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                selected
                  ? 'border-teal bg-teal text-white'
                  : 'border-border bg-background text-navy hover:border-teal hover:bg-mist',
              )}
            >
              <span className="text-sm font-semibold">{weekday}</span>
              <span className="text-base font-bold">{date}</span>
              <span className={cn('text-xs', selected ? 'text-white' : 'text-muted-foreground')}>
                {copy.times.count(day.slots.length)}
              </span>
            </button>
          )
        })}
      </div>
      {days.map((day) => (
        <DayPanel
          key={day.key}
          tab={{ panelId: panelId(day.key), tabId: tabId(day.key), hidden: day.key !== shown }}
          day={day}
          timeZone={timeZone}
          chosen={chosen}
          onChoose={onChoose}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  )
}

function DayPanel({
  tab,
  day,
  timeZone,
  chosen,
  onChoose,
  headingLevel,
}: {
  /** In the strip: the panel of its tab, hidden unless its day is shown. */
  tab?: { panelId: string; tabId: string; hidden: boolean }
  day: SlotDay
  timeZone: string | undefined
  chosen?: string | null
  onChoose: (slot: BookableSlot) => void
  headingLevel: 3 | 4
}) {
  const headingId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const GroupHeading = headingLevel === 3 ? 'h4' : 'h5'
  return (
    <section
      {...(tab
        ? { role: 'tabpanel', id: tab.panelId, 'aria-labelledby': tab.tabId, hidden: tab.hidden }
        : { 'aria-labelledby': headingId })}
      className="flex flex-col gap-4"
    >
      <Heading
        id={headingId}
        data-day={day.key}
        tabIndex={-1}
        className="text-lg font-bold text-navy focus:outline-none"
      >
        {day.heading}
      </Heading>
      {slotsByClinician(day.slots).map((group) => {
        const clinician = copy.clinician(group.clinician.name, group.clinician.title)
        const places = new Set(group.slots.map((slot) => slot.location.name))
        const onePlace = places.size === 1 ? group.slots[0]!.location.name : null
        return (
          <div key={group.key} className="flex flex-col gap-2" data-slot="clinician-times">
            <GroupHeading className="font-semibold wrap-anywhere text-navy">
              {clinician}
              {onePlace ? (
                <span className="block text-sm font-normal text-muted-foreground">{onePlace}</span>
              ) : null}
            </GroupHeading>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
              {group.slots.map((slot) => {
                const time = timeOfDay(slot.start, timeZone)
                const pressed = slot.id === chosen
                return (
                  <li key={slot.id} className="min-w-0">
                    <button
                      type="button"
                      data-slot-id={slot.id}
                      aria-pressed={pressed}
                      aria-label={copy.times.slotLabel(
                        time,
                        day.heading,
                        clinician,
                        slot.location.name,
                      )}
                      onClick={() => onChoose(slot)}
                      className={cn(
                        'flex min-h-11 w-full flex-col items-center justify-center rounded-md border px-2 py-2 text-center transition-colors hover:border-teal hover:bg-mist focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        pressed
                          ? 'border-teal bg-mist ring-1 ring-teal'
                          : 'border-border bg-background',
                      )}
                    >
                      <span className="text-sm font-bold whitespace-nowrap text-navy">{time}</span>
                      {onePlace ? null : (
                        <span className="text-xs wrap-anywhere text-muted-foreground">
                          {slot.location.name}
                        </span>
                      )}
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
