// The staff workspace's words (docs/architecture.md, Staff workspace). Not in the specification:
// the words are ours. Each page's words that fill more than a screen live in a workspace-copy-*.ts
// part, gathered here in the order of the workspace's navigation.

import { workspaceBookingCopy } from './workspace-copy-booking'
import { workspaceIntakesCopy } from './workspace-copy-intakes'
import { workspacePeopleCopy } from './workspace-copy-people'
import { workspacePipelineCopy } from './workspace-copy-pipeline'

export const workspaceCopy = {
  brand: 'Renew Medical',
  label: 'Staff workspace',
  navLabel: 'Workspace',
  nav: {
    queue: 'Queue',
    people: 'People',
    intakes: 'Questionnaires',
    leads: 'Leads',
    audit: 'Audit',
    calendar: 'Calendar',
    availability: 'Availability',
    orders: 'Orders',
    catalogue: 'Catalogue',
  },
  signedInAs: 'Signed in as',
  signOut: 'Sign Out',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Try again',
  ...workspacePipelineCopy,
  ...workspacePeopleCopy,
  ...workspaceIntakesCopy,
  ...workspaceBookingCopy,
  audit: {
    title: 'Audit log',
    description: 'Who viewed, exported, changed or deleted what, and when. Nobody can change it.',
    staff: 'Staff member',
    everyone: 'Everyone',
    person: 'Person (e-mail)',
    filter: 'Filter',
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'About',
    empty: 'No entries match.',
    actions: {
      read: 'Read leads',
      export: 'Exported leads',
      count: 'Counted leads',
      'consultation.view': 'Viewed a request',
      'consultation.update': 'Changed a request',
      'consultation.attempt': 'Recorded a contact attempt',
      'consultation.note': 'Added a note',
      'person.search': 'Searched people',
      'person.view': 'Viewed a person',
      'person.export': 'Exported a person',
      'person.delete': 'Deleted a person',
      'person.contact': 'Marked a person contacted',
      'person.merge': 'Merged two people',
      'person.preview': 'Counted what deleting a person would remove',
      'audit.view': 'Viewed the audit log',
      'intake.view': 'Viewed a health questionnaire',
      'intake.review': 'Decided on a health questionnaire',
      'availability.update': 'Changed clinics, clinicians, hours or time off',
      'booking.calendar': 'Viewed the calendar of visits',
      'booking.update': 'Changed a visit',
      'order.view': 'Viewed orders',
      'order.export': 'Exported orders',
      'order.review': 'Reviewed an order as a physician',
      'order.update': 'Moved an order on',
      'order.payment': 'Online payment of an order (checkout or processor event)',
      'order.refund': 'Refunded an order online',
      'catalogue.update': 'Changed a product in the catalogue',
      // A patient acting on their own account (the actor is the patient, not staff).
      'account.export': 'Patient exported their data',
      'account.delete': 'Patient deleted their account',
    } as Record<string, string>,
  },
} as const
