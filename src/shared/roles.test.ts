import { expect, test } from 'vitest'

import {
  can,
  isPhysicianRole,
  isStaffRole,
  permissions,
  refusalOf,
  rolePermissions,
  staffRoleOf,
  staffRoles,
} from './roles'

// The role table as docs/architecture.md (Roles) states it: every cell spelled out, so a change
// to the table is a change to this test too.

const expected: Record<string, { staff: boolean; physician: boolean }> = {
  'workspace.open': { staff: true, physician: true },
  'intakes.queue': { staff: true, physician: true },
  'intakes.read': { staff: false, physician: true },
  'intakes.decide': { staff: false, physician: true },
  'orders.review': { staff: false, physician: true },
  'catalogue.review-settings': { staff: false, physician: true },
  'catalogue.edit': { staff: true, physician: true },
}

test('each role holds exactly the permissions of the table', () => {
  expect([...permissions].sort()).toEqual(Object.keys(expected).sort())
  for (const permission of permissions) {
    const cells = Object.fromEntries(staffRoles.map((role) => [role, can(role, permission)]))
    expect(cells, permission).toEqual(expected[permission])
  }
})

test('a physician holds every permission a staff member holds', () => {
  for (const permission of permissions) {
    if (can('staff', permission)) expect(can('physician', permission), permission).toBe(true)
  }
})

test('anyone else holds none: patients, unknown roles, and values that are not roles', () => {
  for (const role of [undefined, null, '', 'authenticated', 'admin', 'Physician', ['physician']]) {
    for (const permission of permissions) expect(can(role, permission)).toBe(false)
    expect(isStaffRole(role)).toBe(false)
    expect(staffRoleOf(role)).toBeUndefined()
  }
})

test('isStaffRole and isPhysicianRole still answer as before', () => {
  expect(staffRoles.map(isStaffRole)).toEqual([true, true])
  expect(staffRoles.map(isPhysicianRole)).toEqual([false, true])
  expect(staffRoleOf('physician')).toBe('physician')
})

test('a refusal of a physician’s permission is physician_only, in words', () => {
  expect(refusalOf('intakes.read')).toEqual({
    code: 'physician_only',
    message: 'Only a physician can read and decide health questionnaires.',
  })
  expect(refusalOf('orders.review')).toEqual({
    code: 'physician_only',
    message: 'Only a physician can review these products.',
  })
  expect(refusalOf('catalogue.review-settings').code).toBe('physician_only')
  for (const permission of permissions) {
    if (rolePermissions[permission].length === 1) {
      expect(refusalOf(permission).message, permission).toMatch(/^Only a physician/)
    }
  }
})

test('isStaffRole, read apart from the table on every page, agrees with who may open the workspace', () => {
  for (const role of [...staffRoles, 'admin', 'patient', '', null, undefined, 1, ['staff']]) {
    expect(isStaffRole(role), String(role)).toBe(can(role, 'workspace.open'))
  }
})
