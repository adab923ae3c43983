import { describe, expect, it } from 'vitest'

import type { PatientAppointment } from '../../shared/booking/booking'
import type { OutboxEntry } from '../outbox/outbox.queries'
import {
  bookedMails,
  cancelledMails,
  confirmMails,
  movedMails,
  reminderIds,
  type VisitMailContext,
} from './booking-mail'

// The words of the mails about a visit (booking-mail.ts; docs/architecture.md, Booking): what
// each says, its subject, its calendar file and which reminders go with it. Times are in the
// place's zone with the zone named. The routes' tests prove which mail a change queues.

const appointment: PatientAppointment = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  status: 'booked',
  visit: 'phone',
  start: '2030-03-04T16:00:00.000Z',
  end: '2030-03-04T16:30:00.000Z',
  clinician: { name: 'Dr. Ana Muñoz', title: 'MD' },
  location: { id: 'telehealth', name: 'Telehealth', address: '', timeZone: 'America/Chicago' },
  state: 'TX',
  changeableUntil: '2030-03-04T12:00:00.000Z',
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  confirmBy: '2030-03-01T11:00:00.000Z',
}

const context: VisitMailContext = {
  appointment,
  to: {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '(555) 010-2030',
  },
  sequence: 0,
  publicUrl: 'https://renewmedical.example',
  manageUrl: 'https://renewmedical.example/book/manage#token=secret',
  invite: true,
  now: new Date('2030-03-01T10:00:00.000Z'),
}

type Email = Extract<OutboxEntry, { kind: 'email' }>
const emails = (entries: OutboxEntry[]) => entries.filter((e): e is Email => e.kind === 'email')

const VISIT_LINES = [
  'Free consultation by phone',
  'When: Monday, March 4, 2030 at 10:00 AM CST',
  'With: Dr. Ana Muñoz, MD',
  'Where: We will call you at (555) 010-2030.',
]
const POLICY =
  'You can reschedule or cancel online until 4 hours before your visit. After that, please call us at'

describe('the mails about a visit', () => {
  it('asks an unproven address to confirm by its sealed link, with no calendar file and no reminders', () => {
    const mails = emails(
      confirmMails({ ...context, confirmUrl: 'https://renewmedical.example/book/manage#c=1' }),
    )
    expect(mails).toHaveLength(1)
    const { payload } = mails[0]!
    expect(payload.subject).toBe('Please confirm your Renew Medical visit')
    const lines = payload.text.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'Hello Grace,',
      '',
      'A visit with Renew Medical was booked with this e-mail address:',
    ])
    expect(lines).toEqual(expect.arrayContaining(VISIT_LINES))
    // The link waits in the outbox sealed (outbox-seal.ts): the text holds only a placeholder.
    expect(payload.text).not.toContain('#c=1')
    expect(payload.sealed).toEqual({
      'confirm-url': 'https://renewmedical.example/book/manage#c=1',
    })
    expect(payload.text).toMatch(/Please confirm it by Friday, March 1, 2030 at 5:00 AM CST: \S+/)
    expect(payload.text).toContain('If it is not confirmed, we release the time')
    expect(payload.attachments).toBeUndefined()
  })

  it('confirms a booking with the visit, what to bring, the sealed manage link, an invitation and a calendar file', () => {
    const [confirmation, ...reminders] = emails(bookedMails(context))
    const { payload } = confirmation!
    expect(payload.subject).toBe('Your Renew Medical visit is booked')
    expect(payload.text.split('\n')).toEqual(expect.arrayContaining(VISIT_LINES))
    expect(payload.text).toContain('What to bring: a list of the medicines')
    expect(payload.text).toContain(POLICY)
    expect(payload.text).toMatch(/Reschedule or cancel: \S+/)
    expect(payload.text).not.toContain('token=secret')
    expect(payload.sealed).toEqual({ 'manage-url': context.manageUrl })
    expect(payload.text).toContain(
      'create an account with this e-mail address at https://renewmedical.example/auth?mode=signup',
    )
    expect(payload.attachments).toEqual([
      expect.objectContaining({
        filename: 'renew-medical-visit.ics',
        contentType: 'text/calendar; method=REQUEST',
      }),
    ])
    expect(payload.attachments![0]!.content).toContain('METHOD:REQUEST')

    // Reminders 24 and 2 hours before, due then, with ids a change can withdraw.
    expect(reminders.map((r) => [r.id, r.dueAt, r.payload.subject])).toEqual([
      [
        reminderIds(appointment.id, 0)[0],
        Date.parse(appointment.start) - 24 * 3_600_000,
        'Reminder: your Renew Medical visit tomorrow',
      ],
      [
        reminderIds(appointment.id, 0)[1],
        Date.parse(appointment.start) - 2 * 3_600_000,
        'Reminder: your Renew Medical visit in 2 hours',
      ],
    ])
    expect(reminders[0]!.payload.text).toContain(
      'Manage it from My care (https://renewmedical.example/account)',
    )
  })

  it('sends no invitation to an account holder, no manage line without a link, and no reminder whose time has passed', () => {
    const late = { ...context, invite: false, manageUrl: undefined }
    late.now = new Date(Date.parse(appointment.start) - 3 * 3_600_000)
    const mails = emails(bookedMails(late))
    expect(mails.map((m) => m.payload.subject)).toEqual([
      'Your Renew Medical visit is booked',
      'Reminder: your Renew Medical visit in 2 hours',
    ])
    expect(mails[0]!.payload.text).not.toContain('create an account')
    expect(mails[0]!.payload.text).not.toContain('Reschedule or cancel:')
    expect(mails[0]!.payload.sealed).toBeUndefined()
  })

  it('tells of a new time with the calendar update and the new reminders', () => {
    const [notice, ...reminders] = emails(movedMails({ ...context, sequence: 1 }))
    expect(notice!.payload.subject).toBe('Your Renew Medical visit has a new time')
    expect(notice!.payload.text).toContain('Your visit has moved. The new time:')
    expect(notice!.payload.text).toContain('updates the visit in your calendar')
    expect(notice!.payload.attachments![0]!.contentType).toBe('text/calendar; method=REQUEST')
    expect(notice!.payload.attachments![0]!.content).toContain('SEQUENCE:1')
    expect(reminders.map((r) => r.id)).toEqual(reminderIds(appointment.id, 1))
  })

  it('tells of a cancellation with the calendar file that removes it, and where to book again', () => {
    const mails = emails(cancelledMails(context))
    expect(mails).toHaveLength(1)
    const { payload } = mails[0]!
    expect(payload.subject).toBe('Your Renew Medical visit is cancelled')
    expect(payload.text).toContain('This visit is cancelled:')
    expect(payload.text).toContain('Book another time at https://renewmedical.example/book')
    expect(payload.attachments).toEqual([
      expect.objectContaining({
        filename: 'cancelled-visit.ics',
        contentType: 'text/calendar; method=CANCEL',
      }),
    ])
    expect(payload.attachments![0]!.content).toContain('STATUS:CANCELLED')
  })

  it("says where a clinic visit is, and carries a video visit's join link, sealed", () => {
    const clinic = {
      ...appointment,
      visit: 'clinic' as const,
      location: {
        id: 'austin',
        name: 'Austin clinic',
        address: '200 Congress Ave, Austin, TX 78701',
        timeZone: 'America/Chicago',
      },
    }
    const [clinicMail] = emails(bookedMails({ ...context, appointment: clinic }))
    expect(clinicMail!.payload.text).toContain(
      'Where: Austin clinic, 200 Congress Ave, Austin, TX 78701',
    )
    const videoUrl = 'https://renew.example/visit/join/x?s=0&k=signature'
    const video = emails(
      bookedMails({ ...context, appointment: { ...appointment, visit: 'video' }, videoUrl }),
    )
    for (const mail of video) {
      expect(mail.payload.text).toContain(
        'Where: Online. Join your video visit: {{sealed:video-url}} (it opens 15 minutes before the visit)',
      )
      expect(mail.payload.sealed).toMatchObject({ 'video-url': videoUrl })
      expect(JSON.stringify(mail.payload.attachments ?? [])).not.toContain('video-url')
    }
    // Without a link (no provider), no mail promises one.
    const [unlinked] = emails(
      bookedMails({ ...context, appointment: { ...appointment, visit: 'video' } }),
    )
    expect(unlinked!.payload.text).not.toMatch(/link/i)
  })
})
