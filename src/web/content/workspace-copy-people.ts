// The words of a person's deletion and of merging duplicate people (docs/decisions/042-a-person-
// deleted-whole-and-merged-by-link.md): the deletion's confirmation lists what goes, counted by
// the server, and what stays.

import type { PersonDeletion } from '@shared/workspace-wire'

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Each kind of record the deletion removes, counted; kinds with none are left out. */
function deletedKinds(deletion: PersonDeletion): string[] {
  const kinds = [
    deletion.consultations > 0
      ? counted(deletion.consultations, 'consultation request', 'consultation requests') +
        (deletion.events > 0
          ? ` with ${counted(deletion.events, 'timeline entry', 'timeline entries')}`
          : '')
      : null,
    deletion.questionnaires > 0
      ? counted(deletion.questionnaires, 'health questionnaire', 'health questionnaires')
      : null,
    deletion.appointments > 0 ? counted(deletion.appointments, 'visit', 'visits') : null,
    deletion.downloads > 0
      ? counted(deletion.downloads, 'guide download', 'guide downloads')
      : null,
    deletion.newsletter > 0 ? 'the newsletter subscription' : null,
    deletion.account > 0
      ? `${counted(deletion.account, 'patient account', 'patient accounts')} with its sign-ins`
      : null,
    deletion.contacts > 0
      ? counted(deletion.contacts, 'recorded contact', 'recorded contacts')
      : null,
    deletion.outbox > 0
      ? counted(deletion.outbox, 'message waiting to be sent', 'messages waiting to be sent')
      : null,
    deletion.links > 0 ? counted(deletion.links, 'merge', 'merges') : null,
  ]
  return kinds.filter((kind): kind is string => kind !== null)
}

export const workspacePeopleCopy = {
  deletion: {
    countFailed:
      'We could not count what will be deleted. Close this and try again before you delete.',
    removes: 'This deletes for good:',
    kinds: deletedKinds,
    nothingDeleted: 'Nothing but what is listed below is held about this person.',
    merged: (emails: readonly string[]) =>
      `It includes everything under ${emails.join(', ')}, merged with this person.`,
    ordersKept: (count: number) =>
      `${counted(count, 'order is', 'orders are')} kept for the clinic’s accounts, without name, e-mail, phone or address.`,
    staffKept: 'The staff account under this address is kept: remove it with npm run staff first.',
    auditKept: 'The audit log keeps a record that you did it.',
  },
  merge: {
    button: (into: string) => `Merge into ${into}`,
    title: 'Merge these two people?',
    body: (from: string, into: string) =>
      `${from} and ${into} become one person: the queue stops flagging them as duplicates, and deleting either deletes both. Nobody’s records are changed.`,
    confirm: 'Merge',
    cancel: 'Cancel',
    merged: { title: 'Merged', description: 'They are one person now.' },
    failed: 'They could not be merged. Please try again.',
  },
} as const
