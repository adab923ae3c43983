// What the staff workspace's API, /staff/v1 (docs/wire-contract.md, Staff workspace), answers:
// each shape declared once, here, returned by the server's mapping (src/server/workspace) and
// read by the pages (src/web/features/workspace). camelCase throughout
// (docs/decisions/035-own-api-conventions.md, Casing); the tables keep their column names and
// the server renames at the wire.
import type { CamelKeys } from './camel-case'
import type { IntakeAssessment, IntakeOutcome } from './intake/eligibility'
import type { IntakeAnswerValue, IntakeProgram } from './intake/questionnaire'
import type { IntakeDecision } from './intake-review'
import type { LeadColumnValues } from './lead-tables'
import type { consultationTable } from './leads'

/** A request's place in the pipeline (version 0 and no times until someone changes it). */
export type PipelineState = {
  requestId: string
  status: string
  closedReason: string | null
  assignedTo: string | null
  followUpOn: string | null
  contactedAt: string | null
  bookedAt: string | null
  patientAt: string | null
  closedAt: string | null
  version: number
  updatedAt: string
  updatedBy: string
}

/**
 * One entry of a request's timeline. `data` is JSON text: for a change, each changed field
 * (`status`, `closedReason`, `assignedTo`, `followUpOn`) as `{from, to}`, with `appointment`
 * (and `cancelled`) when a booking moved it; for a note `{text}`; for an attempt
 * `{channel, outcome, note?}`.
 */
export type TimelineEvent = {
  id: string
  requestId: string
  actorId: string
  kind: 'change' | 'note' | 'attempt'
  data: string
  createdAt: string
}

/** A consultation request as sent by the form (opt-ins 0/1 or booleans, as the store holds). */
export type ConsultationRequest = CamelKeys<
  LeadColumnValues<typeof consultationTable.columns, number | boolean>
>

/**
 * Why a row is in the queue (docs/architecture.md, Staff workspace, The queue): a consultation
 * request at New; a new account that sent a questionnaire and nobody has contacted; a
 * questionnaire awaiting a physician; a person's first order awaiting review or confirmation; a
 * visit booked with no contact before it and none since.
 */
export const queueKinds = ['request', 'account', 'intake', 'order', 'visit'] as const
export type QueueKind = (typeof queueKinds)[number]

/** Another row that may be the same person: the same e-mail, or the same phone digits. */
export type QueueDuplicate = { key: string; reason: 'email' | 'phone' }

/** One row of the queue (GET /queue): someone who needs a human. */
export type QueueRow = {
  /** `kind:recordId`, unique in the queue. */
  key: string
  kind: QueueKind
  /** The request's, account's, questionnaire's, order's or visit's id: what its link opens. */
  recordId: string
  /** The lower-cased e-mail address: rows with the same one are the same person. */
  person: string
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  /** USPS code of the person's state where a row knows it, and whether the clinic serves it. */
  state: string | null
  served: boolean | null
  /** When it started waiting: received, submitted, ordered or booked. */
  since: string
  /** A questionnaire's program, an order's number, a visit's start time; else null. */
  detail: string | null
  /** Waiting longer than the 24-hour promise. */
  overdue: boolean
  /** Rows of other records that may be the same person. */
  duplicates: QueueDuplicate[]
}

export type QueueAnswer = { now: string; rows: QueueRow[] }

export type FunnelCounts = { requested: number; contacted: number; booked: number; patient: number }

/** GET /metrics: the figures of the promise. */
export type PipelineMetrics = {
  newToday: number
  /** Rows in the queue, of every kind. */
  awaitingFirstContact: number
  overdue: number
  /**
   * Median time from a row's start to when its work was done, over rows of every kind of the
   * queue that started in the last 30 days and are done; null if none.
   */
  medianFirstContactMs: number | null
  funnel: { days30: FunnelCounts; days90: FunnelCounts }
}

export type StaffMember = { id: string; email: string }

/** GET /consultations/:id */
export type ConsultationAnswer = {
  request: ConsultationRequest
  pipeline: PipelineState
  events: TimelineEvent[]
}

/** PATCH /consultations/:id; `event` is null when the change changed nothing. */
export type PipelineChangeAnswer = { pipeline: PipelineState; event: TimelineEvent | null }

/**
 * POST /consultations/:id/attempts. An attempt that reached a New request moves it to Contacted
 * in the same save: `moved` says so, and `pipeline` is the request's state after it.
 */
export type AttemptAnswer = {
  event: TimelineEvent
  pipeline: PipelineState
  moved: { from: 'new'; to: 'contacted' } | null
}

/** POST /queue/contacted: a contact with a person recorded outside any request. */
export type PersonContactAnswer = { contactedAt: string }

/** 409 of PATCH /consultations/:id: someone changed the request since it was read. */
export type PipelineStale = {
  code: 'stale'
  message: string
  current: PipelineState
  changedBy: StaffMember | null
  changedAt: string
}

/** The kinds of records the search finds a person by. */
export const personRecordKinds = [
  'request',
  'download',
  'newsletter',
  'account',
  'visit',
  'order',
] as const
export type PersonRecordKind = (typeof personRecordKinds)[number]

/**
 * One person the search found (POST /people/search): their records grouped by lower-cased
 * e-mail. `ref` (`kind:id` of their newest record) opens the person page; it names no one.
 */
export type PersonMatch = {
  ref: string
  email: string
  name: string | null
  phone: string | null
  kinds: PersonRecordKind[]
  lastActivity: string
}

export type PersonSearchAnswer = { results: PersonMatch[] }

/**
 * One entry of a person's timeline. `recordId` is what its link opens: the request (for its
 * attempts and notes too), the questionnaire, the visit's day (`when`), the order.
 */
export type PersonTimelineItem = {
  kind: PersonRecordKind | 'questionnaire' | 'contact' | 'attempt' | 'note'
  recordId: string
  at: string
  /** A guide's title, a questionnaire's program, an order's number, an attempt's channel. */
  title: string | null
  /** A request's pipeline status, a questionnaire's decision, a visit's or an order's state. */
  status: string | null
  /** A visit's start. */
  when: string | null
  /** A note's or an attempt's words. */
  text: string | null
}

export type ShippingAddress = {
  line1: string
  line2: string | null
  city: string
  state: string
  zip: string
}

/** GET /people/:ref: one person across our data. */
export type PersonPage = {
  ref: string
  /** The address the reference led to, lower-cased; `emails` are all of theirs. */
  email: string
  emails: string[]
  /** Each as they last gave it, in any record. */
  details: {
    firstName: string | null
    lastName: string | null
    phone: string | null
    state: string | null
    address: ShippingAddress | null
  }
  care: {
    /** Their latest submitted questionnaire; `decision` is null until a physician decides. */
    questionnaire: {
      id: string
      program: IntakeProgram
      status: 'submitted' | 'reviewed'
      decision: IntakeDecision | null
      submittedAt: string
    } | null
    /** Whether the clinic serves their state; null when no record gives one. */
    served: boolean | null
  }
  /** Who on staff their newest consultation request is assigned to. */
  owner: StaffMember | null
  /** Everything, newest first. */
  timeline: PersonTimelineItem[]
}

/**
 * POST /people/export: all we hold about a person, in their own words — labels rather than
 * codes, amounts as money, answers as the questionnaire asked them — without the keys and ids
 * that mean nothing to them. A questionnaire's answers are a physician's to read (Roles): for
 * anyone else on staff, `answers` is null.
 */
export type PersonExport = {
  exportedAt: string
  emails: string[]
  details: PersonPage['details']
  consultationRequests: {
    sentAt: string
    firstName: string
    lastName: string
    email: string
    phone: string
    heardAboutUs: string
    emailUpdates: boolean
    textMessages: boolean
    status: string
    contacts: {
      at: string
      kind: string
      channel: string | null
      outcome: string | null
      note: string | null
    }[]
  }[]
  guideDownloads: {
    requestedAt: string
    guide: string
    firstName: string
    lastName: string
    email: string
    phone: string
  }[]
  newsletter: { subscribedAt: string; email: string }[]
  accounts: {
    email: string
    createdAt: string
    emailConfirmedAt: string | null
    lastSignInAt: string | null
    profile: {
      firstName: string | null
      lastName: string | null
      phone: string | null
      state: string | null
    }
  }[]
  questionnaires: {
    program: string
    submittedAt: string
    status: string
    decision: string | null
    decisionNote: string | null
    answers: { question: string; answer: string[] }[] | null
  }[]
  visits: {
    startsAt: string
    endsAt: string
    visitType: string
    status: string
    clinician: string | null
    location: string | null
    firstName: string
    lastName: string
    email: string
    phone: string
    state: string | null
    bookedAt: string
    cancelledAt: string | null
  }[]
  orders: {
    number: string
    placedAt: string
    state: string
    firstName: string
    lastName: string
    email: string
    phone: string
    shipTo: ShippingAddress
    items: {
      product: string
      quantity: number
      requested: number
      unitPrice: string
      review: string | null
    }[]
    subtotal: string
    shipping: string
    total: string
    reason: string | null
    paymentMethod: string | null
    carrier: string | null
    tracking: string | null
    history: { at: string; from: string | null; to: string; by: string }[]
  }[]
  staffContacts: { at: string }[]
}

/**
 * What a person's deletion removed (or, in its preview, would remove), counted per kind, over
 * their address and every address merged with it (docs/decisions/042-a-person-deleted-whole-and-
 * merged-by-link.md).
 */
export type PersonDeletion = {
  /** Addresses whose records went: the person's and each one linked to it. */
  addresses: number
  consultations: number
  /** The timeline entries of those requests: changes, contact attempts and notes. */
  events: number
  downloads: number
  newsletter: number
  /** Visits, booked or held. */
  appointments: number
  /** Health questionnaires of the patient accounts. */
  questionnaires: number
  /** Contacts staff recorded outside any request (`person_contacts`). */
  contacts: number
  /** Patient accounts, with their sessions, refresh tokens and second factors. */
  account: number
  outbox: number
  /** Merges naming one of the addresses (`person_links`). */
  links: number
  /** Orders kept as accounting records, their name, e-mail, phone and address cleared. */
  ordersKept: number
  /** Staff accounts under one of the addresses: never deleted this way. */
  staffAccounts: number
}

/** POST /people/delete-preview: what deleting this person would do, before it is confirmed. */
export type PersonDeletionPreview = {
  /** The person's address first, then every address merged with it. */
  emails: string[]
  deletion: PersonDeletion
}

/** POST /people/merge: the link recorded (`from` is the root of its tree when it had one). */
export type PersonMergeAnswer = { from: string; into: string; at: string }

/** One audit record; `detail` is as recorded (JSON), never renamed. */
export type AuditEntry = {
  id: string
  actorId: string
  action: string
  target: string
  detail: unknown
  createdAt: string
}

export type AuditAnswer = { rows: AuditEntry[]; staff: StaffMember[] }

// ---- the physicians' review of health questionnaires (/staff/v1/intakes) ----------------

/** A submitted questionnaire awaiting review, as the review queue lists it. */
export type IntakeQueueRow = {
  id: string
  program: IntakeProgram
  outcome: IntakeOutcome
  flagged: boolean
  submittedAt: string
  version: number
  email: string
  name: string | null
}

export type IntakeQueueAnswer = { rows: IntakeQueueRow[] }

/** One submitted questionnaire in full: the answers, the first look and the decision, if any. */
export type IntakeDetail = {
  id: string
  program: IntakeProgram
  questionnaireVersion: string
  status: 'submitted' | 'reviewed'
  version: number
  /** Question id → answer, as the questionnaire's definition types them. */
  answers: Readonly<Record<string, IntakeAnswerValue | undefined>>
  /** The stored FHIR QuestionnaireResponse (FHIR's own field names). */
  questionnaireResponse: unknown
  assessment: IntakeAssessment
  outcome: IntakeOutcome
  flagged: boolean
  decision: IntakeDecision | null
  decisionNote: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  submittedAt: string
  patient: { id: string; email: string; name: string | null } | null
}

export type IntakeDecisionInput = { version: number; decision: IntakeDecision; note: string }

/** Someone decided on the questionnaire after it was read; `intake` is it as it stands now. */
export type IntakeStale = { code: 'stale'; message: string; intake: IntakeDetail | null }
