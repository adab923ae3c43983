import { workspaceCopy } from '@/content/workspace'
import type { Answer } from '@/lib/api-request'
import type { PersonSearchAnswer } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import { PeopleResults, PeopleSearchForm } from './people-search'

/** What a search submitted to the People page answered, with what was searched for. */
export type SearchAnswer = { query: string; answer: Answer<PersonSearchAnswer> }

/** The People page: the search, and the people the last search found. */
export function PeopleView({ searched }: { searched: SearchAnswer | undefined }) {
  const answer = searched?.answer
  return (
    <div className="flex flex-col gap-6">
      {/* Afresh for each search, so a search from the header shows here as typed. */}
      <PeopleSearchForm key={searched?.query ?? ''} variant="page" query={searched?.query} />
      {answer === undefined ? null : answer.ok ? (
        <PeopleResults results={answer.data.results} />
      ) : (
        <FormAlert message={refusalMessage(answer.body, workspaceCopy.loadFailed)} />
      )}
    </div>
  )
}
