// The words of People: the workspace's search of people, one person's page, a person's deletion
// and merging duplicate people (docs/architecture.md, Staff workspace, People;
// docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md). The deletion's confirmation
// lists what goes, counted by the server, and what stays. workspace.ts gathers them into
// workspaceCopy.

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
  /** The search in the workspace's header, on every page. */
  headerSearch: {
    label: 'Search people',
    placeholder: 'Name, e-mail or phone',
    submit: 'Search',
  },
  people: {
    title: 'People',
    description:
      'Find anyone we hold records of by a part of their name, e-mail address or phone number.',
    search: 'Name, e-mail or phone',
    searchHint: 'A part is enough: “hopp”, “@example.com”, “555 0142”.',
    find: 'Search',
    results: (count: number) =>
      count === 1
        ? '1 person found'
        : `${count} people found${count === 20 ? ' (the 20 most recent)' : ''}`,
    nothing: 'Nobody matches this search.',
    noName: 'No name given',
    lastActivity: 'Last activity',
    kinds: {
      request: 'Consultation request',
      download: 'Guide download',
      newsletter: 'Newsletter',
      account: 'Patient account',
      visit: 'Visit',
      order: 'Order',
    },
  },
  person: {
    title: 'Person',
    description: 'Everything held about one person: their details, care and one timeline.',
    notFound: 'There is no such person, or everything about them has been deleted.',
    back: 'Back to search',
    details: 'Details',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    state: 'State',
    address: 'Shipping address',
    notGiven: 'Not given',
    care: 'Care',
    questionnaire: 'Latest questionnaire',
    noQuestionnaire: 'No questionnaire sent',
    awaitingDecision: 'Awaiting a physician’s decision',
    served: 'State served online',
    servedYes: 'Yes',
    servedNo: 'No: the clinic does not treat this state online',
    servedUnknown: 'No state given',
    owner: 'Owner',
    assignedTo: 'Their request is assigned to',
    noOwner: 'Nobody assigned',
    timeline: 'Timeline',
    emptyTimeline: 'Nothing yet.',
    item: {
      request: 'Consultation request',
      download: (title: string | null) => `Downloaded ${title ?? 'a guide'}`,
      newsletter: 'Subscribed to the newsletter',
      account: 'Created a patient account',
      questionnaire: 'Sent a health questionnaire',
      visit: (when: string) => `Booked a visit for ${when}`,
      order: (number: string | null) => `Placed order ${number ?? ''}`.trim(),
      contact: 'Marked contacted by staff',
      attempt: 'Contact attempt',
      note: 'Staff note',
    },
    open: {
      request: 'Open request',
      attempt: 'Open request',
      note: 'Open request',
      questionnaire: 'Open questionnaire',
      visit: 'Open calendar day',
      order: 'Open order',
    },
    programs: { 'weight-loss': 'Weight loss', 'mens-health': 'Men’s health' },
    export: 'Export as JSON',
    delete: 'Delete everything',
    confirmTitle: 'Delete everything about this person?',
    confirmLabel: 'Type the e-mail address to confirm',
    confirm: 'Delete for good',
    cancel: 'Cancel',
    deleted: {
      title: 'Deleted',
      description: 'Everything held about this person has been removed.',
    },
  },
  /** A person's deletion and merging duplicate people (ADR 042). */
  personChanges: {
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
      staffKept:
        'The staff account under this address is kept: remove it with npm run staff first.',
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
  },
} as const
