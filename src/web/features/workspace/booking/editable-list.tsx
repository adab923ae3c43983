import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import type { ZodMiniType } from 'zod/mini'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { useZodForm } from '@/hooks/use-zod-form'

import { refusalMessage } from '../api/workspace-api'
import { refusedField } from '../workspace-refusal'
import type { AvailabilityChange } from './api/availability-api'
import { EditorForm, RecordList, SaveRow, Section, useSave } from './availability-parts'

// A list of named records, each with Edit, and the form below it that adds one or edits the
// one chosen: the clinics and the clinicians (docs/architecture.md, Booking). The form checks
// through useZodForm with the server's own schema (docs/decisions/037-one-form-hook.md); it
// starts afresh, its heading focused, whenever it switches between adding and editing or a
// save went through. Every record has a name (first) and is active or not (last); the section
// draws the fields in between.

const copy = workspaceCopy.availability

type Named = { id: string; name: string; active: boolean }
type Fields = Record<string, string | boolean> & { name: string; active: boolean }
type Form<F extends Fields, Body> = ReturnType<typeof useZodForm<F, Body>>

/** Where the section hands a refusal of the server that names a field, to show on it. */
type ListRefusals = { refuse: (field: string, message: string) => void }

export type EditableListProps<Item extends Named, F extends Fields, Body> = {
  words: {
    heading: string
    empty: string
    add: string
    editing: (name: string) => string
    /** The label of the name field. */
    name: string
    save: string
  }
  items: Item[]
  /** The record's name in its row ("Dr. Ana Ruiz, MD"). */
  rowName: (item: Item) => string
  details: (item: Item) => ReactNode
  /** The form's fields for a new record (`undefined`) or for the one edited. */
  fieldsOf: (item: Item | undefined) => F
  /** The check of the fields, and the body it makes of them. */
  schemaOf: (item: Item | undefined) => ZodMiniType<Body, F>
  change: (id: string | null, body: Body) => AvailabilityChange
  /** The fields beside the name, as they start (`fields`), in the name's grid of two columns. */
  children: (form: Form<F, Body>, id: string, fields: F) => ReactNode
  /** Fields below that grid, a group of boxes, say. */
  below?: (form: Form<F, Body>, id: string) => ReactNode
}

/** The section: its list, and its form, whose save says how it went (`useSave`). */
export function EditableList<Item extends Named, F extends Fields, Body>(
  props: EditableListProps<Item, F, Body>,
) {
  const { words, items } = props
  const id = useId()
  // A refusal that names one of the form's fields goes to that field; any other to the alert.
  const refusals = useRef<ListRefusals>(null)
  const save = useSave((body) => {
    const field = refusedField(body, Object.keys(props.fieldsOf(undefined)))
    if (!field || !refusals.current) return false
    refusals.current.refuse(field, refusalMessage(body, ''))
    return true
  })
  const [editingId, setEditingId] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (round > 0) headingRef.current?.focus()
  }, [round])
  const editing = items.find((item) => item.id === editingId)

  function open(itemId: string | null) {
    setEditingId(itemId)
    setRound((count) => count + 1)
  }

  return (
    <Section id={`${id}-heading`} title={words.heading}>
      <RecordList
        items={items}
        empty={words.empty}
        name={props.rowName}
        details={props.details}
        onEdit={(item) => {
          save.clear()
          open(item.id)
        }}
      />
      <ListForm
        key={`${editingId ?? ''}:${round}`}
        {...props}
        id={id}
        save={save}
        refusals={refusals}
        editing={editing}
        headingRef={headingRef}
        onDone={() => open(null)}
      />
    </Section>
  )
}

function ListForm<Item extends Named, F extends Fields, Body>({
  id,
  words,
  editing,
  headingRef,
  fieldsOf,
  schemaOf,
  change,
  children,
  below,
  save,
  refusals,
  onDone,
}: EditableListProps<Item, F, Body> & {
  id: string
  save: ReturnType<typeof useSave>
  refusals: Ref<ListRefusals>
  editing: Item | undefined
  headingRef: Ref<HTMLHeadingElement> & { current: HTMLHeadingElement | null }
  onDone: () => void
}) {
  const fields = fieldsOf(editing)
  const form = useZodForm(schemaOf(editing), { defaultValues: fields })
  useImperativeHandle(refusals, () => ({
    refuse: (field, message) => form.setError(field, message, { shouldFocus: true }),
  }))

  function submit(event: FormEvent) {
    const check = form.handleSubmit((body) =>
      save.send(change(editing?.id ?? null, body), copy.saved, onDone),
    )
    void check(event)
  }

  return (
    <EditorForm
      id={`${id}-form`}
      heading={editing ? words.editing(editing.name) : words.add}
      headingRef={headingRef}
      onSubmit={submit}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label={words.name}
          maxLength={100}
          error={form.formState.errors.name?.message}
          field={form.register('name')}
        />
        {children(form, id, fields)}
      </div>
      {below?.(form, id)}
      <CheckboxField
        id={`${id}-active`}
        label={copy.active}
        field={form.register('active')}
        error={form.formState.errors.active?.message}
      />
      <SaveRow save={save} label={words.save} onCancel={editing ? onDone : null} />
    </EditorForm>
  )
}
