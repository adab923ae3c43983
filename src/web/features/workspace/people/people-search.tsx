import { Search } from 'lucide-react'
import { useId } from 'react'
import { Link, useNavigation, useSubmit } from 'react-router'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useZodForm } from '@/hooks/use-zod-form'
import { cn } from '@/lib/cn'
import { PERSON_SEARCH_LIMITS, personSearchSchema } from '@shared/person-search'
import type { PersonMatch } from '@shared/workspace-wire'

import { formatWhen } from '../workspace-format'
import type { PeopleSearch } from './api/people-api'

const copy = workspaceCopy.people

/**
 * The search of people, in the workspace's header and on the People page: submitted to the People
 * page's action as a form is, in a POST body, so what was typed — a name, a phone — never goes in
 * an address (docs/architecture.md, Staff workspace, People). The results are that action's answer.
 */
export function PeopleSearchForm({
  variant,
  query = '',
}: {
  variant: 'header' | 'page'
  query?: string
}) {
  const id = useId()
  const submit = useSubmit()
  const navigation = useNavigation()
  const form = useZodForm(personSearchSchema, { defaultValues: { query } })
  const searching = navigation.state === 'submitting' && navigation.formAction === paths.adminPeople
  const header = variant === 'header'

  const find = form.handleSubmit((data) =>
    submit({ intent: 'search', query: data.query } satisfies PeopleSearch, {
      method: 'post',
      action: paths.adminPeople,
      encType: 'application/json',
    }),
  )

  return (
    <form
      role="search"
      aria-label={header ? workspaceCopy.headerSearch.label : copy.title}
      noValidate
      onSubmit={(event) => void find(event)}
      className={cn(
        'flex gap-2',
        header ? 'w-full items-start sm:w-80' : 'flex-col sm:flex-row sm:items-end',
      )}
    >
      <div className="min-w-0 flex-1">
        <TextField
          id={`${id}-query`}
          label={
            header ? (
              <span className="sr-only">{workspaceCopy.headerSearch.label}</span>
            ) : (
              copy.search
            )
          }
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={PERSON_SEARCH_LIMITS.max}
          placeholder={header ? workspaceCopy.headerSearch.placeholder : undefined}
          hint={header ? undefined : copy.searchHint}
          field={form.register('query')}
          error={form.formState.errors.query?.message}
        />
      </div>
      <Button
        type="submit"
        size={header ? 'icon' : 'default'}
        disabled={searching}
        aria-label={header ? workspaceCopy.headerSearch.submit : undefined}
      >
        <Search aria-hidden="true" />
        {header ? null : copy.find}
      </Button>
    </form>
  )
}

/** The people a search found, each opening their page by a reference to one of their records. */
export function PeopleResults({ results }: { results: PersonMatch[] }) {
  return (
    <section aria-labelledby="people-results" className="flex flex-col gap-3">
      <h2 id="people-results" className="text-xl font-bold text-navy" aria-live="polite">
        {results.length === 0 ? copy.nothing : copy.results(results.length)}
      </h2>
      <ul className="flex flex-col gap-3" data-slot="people-results">
        {results.map((person) => (
          <li
            key={person.email}
            className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4"
          >
            <Link
              to={paths.adminPerson(person.ref)}
              className="font-semibold wrap-anywhere text-teal underline"
            >
              {person.name ?? copy.noName}
            </Link>
            <p className="text-sm wrap-anywhere">
              {person.email}
              {person.phone ? ` · ${person.phone}` : ''}
            </p>
            <p className="text-sm text-muted-foreground">
              {person.kinds.map((kind) => copy.kinds[kind]).join(', ')} · {copy.lastActivity}{' '}
              {formatWhen(person.lastActivity)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
