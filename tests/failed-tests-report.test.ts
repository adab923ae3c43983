import { describe, expect, it } from 'vitest'

import { playwrightFailures, vitestFailures } from '../scripts/lib/failed-tests.mjs'

// The summary of `npm test` names what failed (scripts/lib/failed-tests.mjs), read from the
// reporters' JSON in the shapes Vitest and Playwright write.

describe('vitestFailures', () => {
  it('names each failed test by file and full name, with its error’s first line, colours removed', () => {
    const report = {
      testResults: [
        {
          name: '/home/ci/clone/src/server/booking/booking.routes.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'booking › books a slot', status: 'passed', failureMessages: [] },
            {
              fullName: 'booking › refuses a held slot',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 201 to be 409\u001b[39m\n    at x.ts:1',
              ],
            },
          ],
        },
        {
          name: '/home/ci/clone/tests/lint-one-way.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'one way', status: 'passed', failureMessages: [] }],
        },
      ],
    }
    expect(vitestFailures(report)).toEqual([
      'src/server/booking/booking.routes.test.ts › booking › refuses a held slot: AssertionError: expected 201 to be 409',
    ])
  })

  it('names a file that failed before any of its tests ran', () => {
    const report = {
      testResults: [
        {
          name: '/x/src/web/app/app.test.tsx',
          status: 'failed',
          message: '\nFailed to load url ./missing',
          assertionResults: [],
        },
      ],
    }
    expect(vitestFailures(report)).toEqual([
      'src/web/app/app.test.tsx: Failed to load url ./missing',
    ])
  })

  it('is empty for a passing report, or none at all', () => {
    expect(
      vitestFailures({ testResults: [{ name: 'a', status: 'passed', assertionResults: [] }] }),
    ).toEqual([])
    expect(vitestFailures(undefined)).toEqual([])
  })
})

describe('playwrightFailures', () => {
  const spec = (title: string, status: string, message?: string) => ({
    title,
    file: 'staff-queue.spec.ts',
    line: 12,
    tests: [
      {
        projectName: 'staff-phone',
        status,
        results: [
          { status: message ? 'failed' : 'passed', ...(message ? { error: { message } } : {}) },
        ],
      },
    ],
  })

  it('names failed and flaky tests with project, place, describe titles and the error’s first line', () => {
    const report = {
      suites: [
        {
          title: 'staff-queue.spec.ts',
          specs: [spec('passes', 'expected')],
          suites: [
            {
              title: 'at 375 px',
              specs: [
                spec(
                  'lists everyone',
                  'unexpected',
                  'Error: expect(locator).toBeVisible() failed\n\nLocator: x',
                ),
                spec('merges', 'flaky', 'Timeout 5000ms exceeded'),
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightFailures(report)).toEqual([
      '[staff-phone] staff-queue.spec.ts:12 › at 375 px › lists everyone: Error: expect(locator).toBeVisible() failed',
      '[staff-phone] staff-queue.spec.ts:12 › at 375 px › merges (passed on a retry): Timeout 5000ms exceeded',
    ])
  })

  it('is empty when everything passed', () => {
    expect(
      playwrightFailures({ suites: [{ title: 'a.spec.ts', specs: [spec('ok', 'expected')] }] }),
    ).toEqual([])
  })
})
