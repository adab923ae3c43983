import { type RefObject, useEffect, useRef, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'

import { refusalMessage } from '../api/workspace-api'
import type { AvailabilityChange } from './api/availability-api'

// What the availability page's four sections share (docs/architecture.md, Booking): sending a
// change to the route's action and saying how it went ("Saved" politely, a refusal as an alert
// that takes focus), a form that either adds a record or edits one, and the labelled fields.

const copy = workspaceCopy.availability

export type Refusal = { message: string }

/**
 * Sends a change to the route's action (app/routes/admin-availability.tsx); once the server has
 * it and /setup was read again, says `done` politely and runs `then` (to empty the form),
 * otherwise keeps the server's message for an alert, unless `shownElsewhere` shows it (on the
 * field it names). `refuse` shows a problem found before
 * sending. `saving` is the change's own state (docs/decisions/036-app-pages-read-and-change-
 * through-the-router.md).
 */
export function useSave(
  /** Shows a refusal elsewhere (on the field it names); true when it did. */
  shownElsewhere: (body: unknown) => boolean = () => false,
) {
  // A new object each time, so the same refusal twice still takes focus again.
  const [error, setError] = useState<Refusal | undefined>()
  const [status, setStatus] = useState('')
  const after = useRef<{ done: string; then?: () => void }>({ done: '' })
  const change = useChange({
    onAnswer: (answer) => {
      if (answer.ok) {
        setStatus(after.current.done)
        after.current.then?.()
      } else if (!shownElsewhere(answer.body)) {
        setError({ message: refusalMessage(answer.body, copy.saveFailed) })
      }
    },
  })

  function send(request: AvailabilityChange, done: string, then?: () => void) {
    after.current = { done, then }
    setError(undefined)
    setStatus('')
    change.submit(request)
  }

  function refuse(message: string) {
    setStatus('')
    setError({ message })
  }

  function clear() {
    setStatus('')
    setError(undefined)
  }

  return { saving: change.busy, error, status, send, refuse, clear }
}

/**
 * "Saved" in a polite live region that is always there (so it is announced), and a refusal as an
 * alert that takes focus, next to the form it is about.
 */
export function SaveFeedback({ status, error }: { status: string; error: Refusal | undefined }) {
  const alertRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (error) alertRef.current?.focus()
  }, [error])
  return (
    <>
      <p role="status" className="text-sm font-semibold text-teal">
        {status}
      </p>
      {error ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm font-medium wrap-anywhere text-destructive"
        >
          {error.message}
        </p>
      ) : null}
    </>
  )
}

/**
 * A form that adds a record, or edits the one chosen: its draft, which record, and the heading
 * that takes focus whenever the form switches between the two, so the keyboard follows.
 */
export function useEditor<T>(empty: () => T) {
  const [draft, setDraft] = useState(empty)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [moves, setMoves] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus()
  }, [moves])

  return {
    draft,
    editingId,
    headingRef,
    /** How many times the form was started afresh: a key for what should start afresh too. */
    round: moves,
    update(patch: Partial<T>) {
      setDraft((before) => ({ ...before, ...patch }))
    },
    edit(id: string, value: T) {
      setEditingId(id)
      setDraft(value)
      setMoves((count) => count + 1)
    },
    reset(value: T = empty()) {
      setEditingId(null)
      setDraft(value)
      setMoves((count) => count + 1)
    },
  }
}

/** A section of the page: a card with its heading. */
export function Section({
  id,
  title,
  headingRef,
  children,
}: {
  id: string
  title: string
  /** For a section whose list loses the control that had focus (a removed entry). */
  headingRef?: RefObject<HTMLHeadingElement | null>
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-5"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-bold text-navy focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * A section's form, headed by what it does ("Add a clinic", "Edit Midtown"); the heading takes
 * focus whenever the form switches between adding and editing, so the keyboard follows.
 */
export function EditorForm({
  id,
  heading,
  headingRef,
  onSubmit,
  children,
}: {
  id: string
  heading: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onSubmit: (event: React.FormEvent) => void
  children: React.ReactNode
}) {
  return (
    <form
      noValidate
      aria-labelledby={id}
      className="flex flex-col gap-4 border-t border-border pt-4"
      onSubmit={onSubmit}
    >
      <h3
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold wrap-anywhere text-navy focus:outline-none focus-visible:underline"
      >
        {heading}
      </h3>
      {children}
    </form>
  )
}

/**
 * The end of a form: how its save went, Save, and Cancel while a record is being edited (which
 * also clears what the last save said).
 */
export function SaveRow({
  save,
  label,
  onCancel,
}: {
  save: ReturnType<typeof useSave>
  label: string
  onCancel: (() => void) | null
}) {
  return (
    <>
      <SaveFeedback status={save.status} error={save.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.saving}>
          {save.saving ? copy.saving : label}
        </Button>
        {onCancel ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.saving}
            onClick={() => {
              save.clear()
              onCancel()
            }}
          >
            {copy.cancelEdit}
          </Button>
        ) : null}
      </div>
    </>
  )
}

/** A section's records, each with its Edit button; or, with none, a line saying so. */
export function RecordList<Item extends { id: string; active: boolean }>({
  items,
  empty,
  name,
  details,
  onEdit,
}: {
  items: readonly Item[]
  empty: string
  /** The record's name in its row ("Dr. Ana Ruiz, MD"). */
  name: (item: Item) => string
  details: (item: Item) => React.ReactNode
  onEdit: (item: Item) => void
}) {
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <RecordRow
          key={item.id}
          name={name(item)}
          active={item.active}
          details={details(item)}
          onEdit={() => onEdit(item)}
        />
      ))}
    </ul>
  )
}

/** One record in a section's list, with its Edit button. */
function RecordRow({
  name,
  active,
  details,
  onEdit,
}: {
  name: string
  active: boolean
  details: React.ReactNode
  onEdit: () => void
}) {
  return (
    <li className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
          <span className="min-w-0 wrap-anywhere">{name}</span>
          {active ? null : (
            <span className="rounded-full border border-input px-2 py-0.5 text-xs font-semibold text-muted-foreground">
              {copy.inactiveBadge}
            </span>
          )}
        </p>
        <div className="flex flex-col gap-0.5 text-sm wrap-anywhere text-muted-foreground">
          {details}
        </div>
      </div>
      <Button type="button" variant="outline" className="self-start" onClick={onEdit}>
        {copy.edit}
        <span className="sr-only">: {name}</span>
      </Button>
    </li>
  )
}
