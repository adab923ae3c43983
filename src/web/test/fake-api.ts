import { afterEach, beforeEach } from 'vitest'

import { createFakeApi } from './fake-api-fetch'

/**
 * The one fake of our server for the web unit tests: it answers `fetch` by method and path and
 * records every request, so a test says what the server answers and checks what the app sent.
 *
 *   const api = setupFakeApi() // installed as the global fetch around each test
 *   api.reply('GET', '/booking/v1/options', { body: options })
 *   …
 *   expect(api.writes()).toEqual([{ method: 'POST', url: `${API}/booking/v1/appointments`, body }])
 *
 * Code that takes fetch as a dependency gets `api.fetch` instead (`createFakeApi()` without
 * installing it). A request no route answers is a 404 `{code: "fake_api_no_route"}` naming it,
 * and is listed in `api.unrouted()`: `setupFakeApi()` fails the test that made one, so a
 * forgotten route is said plainly rather than shown as some error message on the page.
 *
 * The helpers below (fake-api-wire.ts) speak the wire shapes of docs/wire-contract.md (GoTrue
 * sessions and errors, PostgREST inserts and errors, our APIs' `{code, message, field?}`); they
 * are shapes, not a second server. The engine itself is in fake-api-fetch.ts.
 */

export {
  API,
  type Answer,
  createFakeApi,
  type FakeApi,
  type Recorded,
  type Wire,
} from './fake-api-fetch'
export {
  answerSignIn,
  authError,
  inserted,
  refusal,
  restError,
  servePublicObjects,
  sessionAnswer,
} from './fake-api-wire'

/**
 * A fake API installed as the global fetch for each test of the file, reset before it and
 * restored after it. A request that no route answered fails the test, naming the request, unless
 * the test expects one (`{ allowUnrouted: true }`).
 */
export function setupFakeApi({ allowUnrouted = false } = {}) {
  const api = createFakeApi()
  beforeEach(() => {
    api.reset().install()
  })
  afterEach(() => {
    api.restore()
    const missed = api.unrouted()
    if (!allowUnrouted && missed.length > 0) {
      throw new Error(
        `fake-api: no route answered ${missed.map((request) => `${request.method} ${request.path}`).join(', ')}`,
      )
    }
  })
  return api
}
