// The words of People: the workspace's search of people and one person's page
// (docs/architecture.md, Staff workspace, People). workspace.ts gathers them into workspaceCopy.

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
    confirmBody:
      'Their requests, notes, downloads, newsletter subscription, visits and patient account are removed for good. The audit log keeps a record that you did it.',
    confirmLabel: 'Type the e-mail address to confirm',
    confirm: 'Delete for good',
    cancel: 'Cancel',
    deleted: {
      title: 'Deleted',
      description: 'Everything held about this person has been removed.',
    },
  },
} as const
