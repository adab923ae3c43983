import { useId } from 'react'

import { bookingCopy } from '@/content/booking'
import { cn } from '@/lib/cn'
import type { BookableSlot } from '@shared/booking/booking'

import { slotsByDay, timeOfDay } from './time-words'

// Free times under their day's heading (docs/architecture.md, Booking). Each time is a button
// that chooses it at once (aria-pressed marks the one chosen before), so the list is one tap
// from the next step. The button shows the time, who the visit is with and where; its name
// starts with the time, as it reads, and adds the day, which sits in the heading above it.
// Day headings take focus (tabIndex -1, `data-day`) when "Later times" adds their day.

const copy = bookingCopy

export function SlotList({
  slots,
  timeZone,
  chosen,
  onChoose,
  headingLevel = 3,
}: {
  slots: readonly BookableSlot[]
  timeZone: string | undefined
  /** The slot chosen before, if any, shown pressed. */
  chosen?: string | null
  onChoose: (slot: BookableSlot) => void
  headingLevel?: 3 | 4
}) {
  const prefix = useId()
  const days = slotsByDay(slots, timeZone)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const dayId = (key: string) => `${prefix}-day-${key}`

  return (
    <div className="flex flex-col gap-6" data-slot="slot-list">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={dayId(day.key)} className="flex flex-col gap-3">
          <Heading
            id={dayId(day.key)}
            data-day={day.key}
            tabIndex={-1}
            className="text-lg font-bold text-navy focus:outline-none"
          >
            {day.heading}
          </Heading>
          <ul className="grid grid-cols-1 gap-2 min-[22rem]:grid-cols-2 md:grid-cols-3">
            {day.slots.map((slot) => {
              const time = timeOfDay(slot.start, timeZone)
              const clinician = copy.clinician(slot.clinician.name, slot.clinician.title)
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
                      'flex min-h-11 w-full flex-col items-start gap-0.5 rounded-md border px-3 py-2 text-left transition-colors hover:border-teal hover:bg-mist focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      pressed
                        ? 'border-teal bg-mist ring-1 ring-teal'
                        : 'border-border bg-background',
                    )}
                  >
                    <span className="text-base font-bold text-navy">{time}</span>
                    <span className="text-sm wrap-anywhere">{clinician}</span>
                    <span className="text-sm wrap-anywhere text-muted-foreground">
                      {slot.location.name}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
