import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../db/database'
import { addConsultationRequest, createTestDatabase } from '../testing'
import { appointmentRow } from './appointment-testing'
import { type AppointmentRow, findAppointment } from './appointment.queries'
import { cancelVisit, type RestoreRequest } from './booking-cancel'

// The cancellation patient and staff share (booking-cancel.ts): the consultation request a
// visit had moved goes back where it stood, in the cancellation's transaction, and only then.

describe('cancelVisit', () => {
  let handle: DatabaseHandle
  const at = new Date('2030-01-01T10:00:00.000Z')
  const restored: Parameters<RestoreRequest>[1][] = []
  const restoreRequest: RestoreRequest = (_trx, change) => {
    restored.push(change)
    return Promise.resolve()
  }
  /** A consultation request for a visit to have moved; its id. */
  const request = () => addConsultationRequest({ deps: handle }, 'pat@example.com')

  beforeEach(async () => {
    restored.length = 0
    handle = await createTestDatabase()
    const iso = at.toISOString()
    await handle.db
      .insertInto('clinicians')
      .values({
        id: 'clinician-1',
        name: 'Dr Test',
        title: 'MD',
        licensed_states: 'TX',
        active: 1,
        created_at: iso,
        updated_at: iso,
      })
      .execute()
  })
  afterEach(async () => {
    await handle.close()
  })

  async function visit(fields: Partial<AppointmentRow>): Promise<AppointmentRow> {
    const row = appointmentRow('clinician-1', new Date('2030-01-05T15:00:00.000Z'), {
      status: 'pending',
      first_name: 'Pat',
      last_name: 'Ient',
      email: 'pat@example.com',
      phone: '5125550100',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      ...fields,
    })
    await handle.db.insertInto('appointments').values(row).execute()
    return (await findAppointment(handle.db, row.id))!
  }

  const cancel = (row: AppointmentRow) =>
    cancelVisit({ db: handle.db, publicUrl: 'https://example.test', restoreRequest }, row, {
      by: 'staff',
      actorId: 'staff-1',
      at,
      budget: false,
    })

  it('puts the request the visit had moved back where it stood, as the one who cancelled', async () => {
    const requestId = await request()
    const row = await visit({ consultation_id: requestId, request_prior_status: 'contacted' })
    const outcome = await cancel(row)
    expect(outcome.kind).toBe('changed')
    expect((await findAppointment(handle.db, row.id))?.status).toBe('cancelled')
    expect(restored).toEqual([
      {
        requestId,
        to: 'contacted',
        actorId: 'staff-1',
        appointmentId: row.id,
        now: at,
      },
    ])
  })

  it('leaves the pipeline alone when the visit moved no request, or kept no known status', async () => {
    await cancel(await visit({}))
    await cancel(await visit({ consultation_id: await request(), request_prior_status: null }))
    await cancel(
      await visit({ consultation_id: await request(), request_prior_status: 'nonsense' }),
    )
    expect(restored).toEqual([])
  })

  it('rolls the cancellation back when the request cannot be put back', async () => {
    const row = await visit({ consultation_id: await request(), request_prior_status: 'new' })
    const failing: RestoreRequest = () => Promise.reject(new Error('store refused'))
    await expect(
      cancelVisit(
        { db: handle.db, publicUrl: 'https://example.test', restoreRequest: failing },
        row,
        {
          by: 'patient',
          actorId: 'patient',
          at,
          budget: true,
        },
      ),
    ).rejects.toThrow('store refused')
    expect((await findAppointment(handle.db, row.id))?.status).toBe('pending')
  })
})
