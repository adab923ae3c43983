// The fake server's engine: the routes a test registers, the answers it gives at `fetch` and the
// requests it records. fake-api.ts says how tests use it and installs it around each test.

/** The site's origin as `/config.json` gives it to the tests (`fakeSupabase.config`). */
export const API = 'http://127.0.0.1:3000'

export type Answer =
  | {
      status?: number
      /** Sent as JSON (unless `text` is given); `undefined` sends no body. */
      body?: unknown
      /** Sent as is, for answers that are not JSON (CSV, an HTML page). */
      text?: string
      headers?: Record<string, string>
      /** Milliseconds to wait, or a promise (e.g. `deferred()`) the test settles to answer. */
      delay?: number | Promise<unknown>
    }
  | {
      /** The request fails as fetch does without a connection (a rejected TypeError). */
      network: true
      delay?: number | Promise<unknown>
    }

export type Recorded = {
  method: string
  /** The absolute URL, with its query string. */
  url: string
  /**
   * The URL without its origin when that is `API` or the page's own (`/staff/v1/queue?x=1`,
   * `/config.json`); the absolute URL for any other origin.
   */
  path: string
  /** Header names lower-cased, as `Headers` spells them. */
  headers: Record<string, string>
  /** A JSON body parsed; any other body as text; none: undefined. */
  body: unknown
}

/**
 * What a test usually compares: the request without its headers. `B` is the body's type as the
 * test expects it (a JSON object's, say); nothing checks it.
 */
export type Wire<B = unknown> = { method: string; url: string; body: B }

type Matcher = string | RegExp
type Handler = Answer | ((request: Recorded) => Answer)
type Route = { method: string; path: Matcher; once: Handler[]; always?: Handler }

export type FakeApi = ReturnType<typeof createFakeApi>

export function createFakeApi() {
  let routes: Route[] = []
  const requests: Recorded[] = []
  const unrouted: Recorded[] = []
  let saved: typeof globalThis.fetch | undefined
  let installed = false

  function routeFor(method: string, path: Matcher): Route {
    const key = String(path)
    let route = routes.find(
      (candidate) => candidate.method === method && String(candidate.path) === key,
    )
    if (!route) {
      route = { method, path, once: [] }
      routes.push(route)
    }
    return route
  }

  function matches(route: Route, request: Recorded) {
    if (route.method !== '*' && route.method !== request.method) return false
    return typeof route.path === 'string'
      ? route.path === request.path || route.path === request.url
      : route.path.test(request.url)
  }

  async function answerWith(handler: Handler, request: Recorded, signal?: AbortSignal | null) {
    const answer = typeof handler === 'function' ? handler(request) : handler
    if (typeof answer.delay === 'number') {
      const ms = answer.delay
      await new Promise((resolve) => setTimeout(resolve, ms))
    } else if (answer.delay) await answer.delay
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    if ('network' in answer) throw new TypeError('Failed to fetch')
    const status = answer.status ?? 200
    const headers = new Headers(answer.headers)
    let body: string | null = null
    if (answer.text !== undefined) body = answer.text
    else if (answer.body !== undefined) {
      body = JSON.stringify(answer.body)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    // A 204 or a HEAD has no body, as on the wire (Response refuses one for 204).
    if (status === 204 || request.method === 'HEAD') body = null
    return new Response(body, { status, headers })
  }

  const fakeFetch: typeof globalThis.fetch = async (input, init = {}) => {
    const request = await record(input, init)
    requests.push(request)
    // A queued answer first; else the standing answer registered last (a test's over its file's).
    const matching = routes.filter((candidate) => matches(candidate, request))
    const handler =
      matching.find((route) => route.once.length > 0)?.once.shift() ??
      [...matching].reverse().find((route) => route.always)?.always
    if (!handler) {
      unrouted.push(request)
      return new Response(
        JSON.stringify({
          code: 'fake_api_no_route',
          message: `fake-api: no route for ${request.method} ${request.path}`,
        }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      )
    }
    return answerWith(
      handler,
      request,
      init.signal ?? (input instanceof Request ? input.signal : null),
    )
  }

  const api = {
    /** Pass where code takes a fetch; the global one while installed. */
    fetch: fakeFetch,
    /** Every request, in the order made. */
    requests,
    /** Queue answers to `METHOD path`, each used once, in order (then `always`, if set). */
    reply(method: string, path: Matcher, ...answers: Handler[]) {
      routeFor(method, path).once.push(...answers)
      return api
    },
    /** Answer `METHOD path` so every time (after any queued answers); `*` for any method. */
    always(method: string, path: Matcher, answer: Handler) {
      routeFor(method, path).always = answer
      return api
    },
    /** Drop the route for `METHOD path`, with its queued answers. */
    forget(method: string, path: Matcher) {
      routes = routes.filter(
        (route) => !(route.method === method && String(route.path) === String(path)),
      )
      return api
    },
    /** `reply`, `always` and `forget` for paths below `prefix` (`api.under('/staff/v1').reply('GET', '/queue')`). */
    under(prefix: string) {
      return {
        reply: (method: string, path: string, ...answers: Handler[]) =>
          api.reply(method, `${prefix}${path}`, ...answers),
        always: (method: string, path: string, answer: Handler) =>
          api.always(method, `${prefix}${path}`, answer),
        forget: (method: string, path: string) => api.forget(method, `${prefix}${path}`),
      }
    },
    /** The requests without their headers, which is what most tests compare. */
    sent<B = unknown>(): Wire<B>[] {
      return requests.map(({ method, url, body }) => ({ method, url, body: body as B }))
    },
    /** What was sent other than reads (GET, HEAD). */
    writes<B = unknown>(): Wire<B>[] {
      return api.sent<B>().filter(({ method }) => method !== 'GET' && method !== 'HEAD')
    },
    /** The requests no route answered. */
    unrouted(): Recorded[] {
      return [...unrouted]
    },
    /** Forget routes and requests. */
    reset() {
      routes = []
      requests.length = 0
      unrouted.length = 0
      return api
    },
    install() {
      if (!installed) saved = globalThis.fetch
      globalThis.fetch = api.fetch
      installed = true
      return api
    },
    restore() {
      if (installed) globalThis.fetch = saved!
      installed = false
    },
  }
  return api
}

async function record(input: RequestInfo | URL, init: RequestInit): Promise<Recorded> {
  const request = input instanceof Request ? input : undefined
  const url = new URL(
    input instanceof Request ? input.url : input,
    typeof location === 'undefined' ? API : location.href,
  ).href
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase()
  const headers: Record<string, string> = {}
  new Headers(init.headers ?? request?.headers).forEach((value, name) => {
    headers[name] = value
  })
  const text =
    typeof init.body === 'string'
      ? init.body
      : init.body instanceof URLSearchParams
        ? init.body.toString()
        : request && init.body === undefined && method !== 'GET' && method !== 'HEAD'
          ? await request.clone().text()
          : undefined
  const { origin } = new URL(url)
  const local = origin === API || (typeof location !== 'undefined' && origin === location.origin)
  return {
    method,
    url,
    path: local ? url.slice(origin.length) : url,
    headers,
    body: text === undefined || text === '' ? undefined : parse(text),
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
