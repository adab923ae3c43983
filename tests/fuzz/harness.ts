import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import Database from 'better-sqlite3'
import fc from 'fast-check'
import * as z from 'zod/mini'

import { fromLeadRow, type LeadTableDescriptor } from '../../src/shared/lead-tables'
import { leadTableList } from '../../src/shared/leads'
import { checkCareStore } from '../support/care-store'
import { harnessServerEnv } from '../support/harness-env'
import { serverUrl } from '../support/server-url'
import {
  bodyBytes,
  FORGED_TOKENS,
  type ForgedToken,
  FUZZ_ACCOUNTS,
  FUZZ_JWT_SECRET,
  type FuzzBody,
  type FuzzCase,
  fuzzCaseArbitrary,
  PAGE_PATHS,
} from './arbitraries'
import { type CareRecords, setUpCare, slotNumbered } from './care-setup'
import { mountedRoutes } from './mounted-routes'
import { routeEndpoints } from './route-arbitraries'

// Fuzz the REAL server (README, Reliability and performance): start `src/server/main.ts` as a child process on a temp
// DATA_DIR, send generated requests byte-exact with node:http (a raw socket when http cannot
// express the request), and check after every one that the server answered, with no 5xx,
// with parseable JSON, and without leaking files; every few cases that it still serves
// /config.json and stores a lead; at the end that every stored lead passes the shared
// schemas and the database is intact. Used by `npm run test:fuzz` and the sample in the suite.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Planted in DATA_DIR and the storage root: no response may ever contain it. */
const CANARY = `fuzz-canary-${randomUUID()}`
const LEAKS = [CANARY, FUZZ_JWT_SECRET, 'SQLite format 3\u0000']
const REQUEST_TIMEOUT_MS = 30_000
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

export type FuzzOptions = {
  cases: number
  seed?: number
  /** fast-check's replay path, printed with a failure. */
  replayPath?: string
  /** Check /config.json and a lead insert after this many cases. */
  checkEvery?: number
  /** Record failures and go on, instead of stopping and shrinking at the first. */
  keepGoing?: boolean
  log?: (line: string) => void
}

export type FuzzReport = {
  seed: number
  cases: number
  failures: string[]
  statusClasses: Record<string, number>
  groups: Record<string, number>
  /** Per group, how often each status came back. */
  groupStatuses: Record<string, Record<number, number>>
  /** Requests that went out through a raw socket (node:http could not express them). */
  rawRequests: number
  /** Requests with a body over 64 KiB reset while it was sent (see UploadCutOff). */
  uploadResets: number
  checkpoints: number
  /** Routes the router mounts, each fuzzed as its own group (`route:…`). */
  routes: number
  /** Staff writes answered 2xx whose audit record was looked for (and found). */
  auditChecked: number
  rowsChecked: number
  integrity: string
  serverErrors: string[]
  exitCode: number | null
  ms: number
}

export async function runFuzz({
  cases,
  seed = Math.floor(Math.random() * 0x7fffffff),
  replayPath,
  checkEvery = 100,
  keepGoing = false,
  log = () => {},
}: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now()
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-fuzz-'))
  const report: FuzzReport = {
    seed,
    cases: 0,
    failures: [],
    statusClasses: {},
    groups: {},
    groupStatuses: {},
    rawRequests: 0,
    uploadResets: 0,
    checkpoints: 0,
    routes: 0,
    auditChecked: 0,
    rowsChecked: 0,
    integrity: 'not checked',
    serverErrors: [],
    exitCode: null,
    ms: 0,
  }
  let server: FuzzServer | undefined
  let sessions: Sessions | undefined
  try {
    const routes = await mountedRoutes()
    report.routes = routes.length
    server = await startFuzzServer(workDir)
    const live = server
    const session = new Sessions(live)
    sessions = session
    await session.setUp()
    log(`server ${live.url} (pid ${live.child.pid}), seed ${seed}`)

    let sent = 0
    // After the first failure fast-check shrinks the case: its attempts are not new findings.
    let shrinking = false
    // A dead server or a failed checkpoint leaves nothing to shrink: let every attempt pass.
    let aborted = false
    const property = fc.asyncProperty(
      fc.limitShrink(fuzzCaseArbitrary(live.staticFiles, routeEndpoints(routes)), 100),
      async (fuzzCase) => {
        if (aborted) return
        sent++
        const problem = await runCase(live, session, fuzzCase, report)
        if (problem) {
          const failure = `${problem}\n${describeCase(fuzzCase)}`
          if (!shrinking) {
            report.failures.push(`case #${sent}: ${failure}`)
            log(`FAIL at case #${sent}: ${failure}`)
          }
          if (live.exited()) aborted = true
          if (!keepGoing || aborted) {
            shrinking = true
            throw new Error(failure)
          }
        }
        if (!shrinking && sent % checkEvery === 0) {
          const broken = await checkpoint(live, session, report)
          if (broken) {
            report.failures.push(`${broken} (checked after case #${sent})`)
            aborted = true
            throw new Error(broken)
          }
          if (sent % (checkEvery * 10) === 0) log(`${sent} cases`)
        }
      },
    )
    const details = await fc.check(property, {
      numRuns: cases,
      seed,
      path: replayPath,
    })
    report.cases = details.numRuns
    if (details.failed && !aborted) {
      report.failures.push(
        `fast-check counterexample after ${details.numRuns} cases and ${details.numShrinks} shrinks ` +
          `(replay: --seed ${details.seed} --path ${details.counterexamplePath}):\n` +
          (details.counterexample
            ? describeCase(details.counterexample[0])
            : String(details.errorInstance)),
      )
    }
    if (!live.exited()) {
      const broken = await checkpoint(live, session, report)
      if (broken) report.failures.push(`${broken} (at the end)`)
    }
  } catch (error) {
    report.failures.push(`the fuzz run broke off: ${(error as Error).message}`)
  } finally {
    sessions?.close()
    if (server) {
      report.exitCode = await server.stop()
      report.serverErrors = server.errors()
      if (report.exitCode !== 0) report.failures.push(`server exited with code ${report.exitCode}`)
      for (const line of report.serverErrors) report.failures.push(`server logged: ${line}`)
      try {
        const { integrity, rows, problems } = checkDatabase(path.join(workDir, 'data', 'site.db'))
        report.integrity = integrity
        report.rowsChecked = rows
        report.failures.push(...problems)
        if (integrity !== 'ok') report.failures.push(`integrity_check: ${integrity}`)
      } catch (error) {
        report.failures.push(`the database could not be checked: ${(error as Error).message}`)
      }
    }
    fs.rmSync(workDir, { recursive: true, force: true })
    report.ms = Date.now() - started
  }
  return report
}

// ---- one case -------------------------------------------------------------------------

async function runCase(
  server: FuzzServer,
  session: Sessions,
  fuzzCase: FuzzCase,
  report: FuzzReport,
): Promise<string | undefined> {
  if (server.exited()) return 'the server is not running'
  const request = session.resolve(fuzzCase)
  const auditsBefore = session.isAuditedWrite(request) ? session.auditCount() : undefined
  let answer: Answer
  try {
    if (needsRawSocket(request)) {
      report.rawRequests++
      answer = await sendRaw(server.port, request)
    } else {
      answer = await sendHttp(server.port, request)
    }
  } catch (error) {
    if (error instanceof UploadCutOff) {
      report.uploadResets++
      await new Promise((resolve) => setImmediate(resolve))
      return server.exited() ? 'the server exited while a body came in' : undefined
    }
    return `no response: ${(error as Error).message}`
  }
  const statusClass = `${Math.floor(answer.status / 100)}xx`
  report.statusClasses[statusClass] = (report.statusClasses[statusClass] ?? 0) + 1
  report.groups[fuzzCase.group] = (report.groups[fuzzCase.group] ?? 0) + 1
  const statuses = (report.groupStatuses[fuzzCase.group] ??= {})
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1

  trace(fuzzCase, request, answer)
  if (answer.status >= 500) {
    return `status ${answer.status}: ${answer.body.subarray(0, 300).toString()}`
  }
  const type = answer.headers['content-type'] ?? ''
  const hasBody = request.method !== 'HEAD' && answer.status !== 204 && answer.status !== 304
  const encoding = (answer.headers['content-encoding'] ?? 'identity').trim().toLowerCase()
  let body = answer.body
  if (hasBody && encoding !== 'identity') {
    try {
      body = decode(encoding, answer.body)
    } catch {
      return `status ${answer.status}, Content-Encoding ${encoding}, but the body does not decode`
    }
  }
  if (hasBody && /[/+]json\b/i.test(type)) {
    try {
      JSON.parse(body.toString())
    } catch {
      return `status ${answer.status}, ${type}, but the body is not JSON: ${body.subarray(0, 200).toString()}`
    }
  }
  if (auditsBefore !== undefined && answer.status >= 200 && answer.status < 300) {
    report.auditChecked++
    if (session.auditCount() <= auditsBefore)
      return `a staff write answered ${answer.status} without an audit record`
  }
  const text = body.toString('latin1')
  for (const secret of LEAKS) {
    if (text.includes(secret)) return `the response leaks ${JSON.stringify(secret.slice(0, 20))}…`
  }
  // A sign-out or a changed account ends sessions the next cases stand on: new ones now.
  if (answer.status < 300 && /^\/auth\/v1\/(logout|user)\b/.test(request.path))
    await session.repair()
  // A crash can land just after the response was written.
  await new Promise((resolve) => setImmediate(resolve))
  if (server.exited()) return `the server exited after answering ${answer.status}`
  return undefined
}

/** A debugging aid: FUZZ_TRACE=<part of a group name> prints each such request and its answer. */
function trace(fuzzCase: FuzzCase, request: ResolvedRequest, answer: Answer) {
  const filter = process.env.FUZZ_TRACE
  if (!filter || !fuzzCase.group.includes(filter)) return
  const body = truncate(answer.body.toString(), 160)
  console.log(
    `${fuzzCase.group} ${request.method} ${truncate(request.path, 80)} → ${answer.status} ${body}`,
  )
}

function decode(encoding: string, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  throw new Error(`unknown encoding ${encoding}`)
}

/**
 * Node's HTTP server may answer before it read a body (a 413 over the limit; a 400 when its
 * parser rejects the request line or a header) and close the connection while the client is
 * still sending; the client then gets a reset, often before it reads the answer (Node has no
 * "lingering close"). For a body larger than one socket read, such a reset is counted, not
 * failed; the server must still be running afterwards.
 */
class UploadCutOff extends Error {}
const LARGE_BODY_BYTES = 64 * 1024

function cutOff(request: ResolvedRequest, error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return (
    (request.body?.length ?? 0) > LARGE_BODY_BYTES && (code === 'ECONNRESET' || code === 'EPIPE')
  )
}

type Header = [string, string]
type ResolvedRequest = {
  method: string
  path: string
  headers: Header[]
  body: Buffer | undefined
  chunked: boolean
}
type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** Headers the harness itself controls: framing must stay honest or nothing is measured. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'connection'])

// node:http's own checks (_http_common): what it refuses to send goes through a raw socket.
const HTTP_TOKEN = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
const PATH_CHARS = /^[\u0021-\u00ff]*$/

function needsRawSocket(request: ResolvedRequest): boolean {
  return (
    !/^[A-Z]+$/.test(request.method) ||
    !PATH_CHARS.test(request.path) ||
    request.headers.some(([name, value]) => !HTTP_TOKEN.test(name) || !HEADER_VALUE.test(value))
  )
}

function withFraming(port: number, request: ResolvedRequest): Header[] {
  const headers = request.headers.filter(([name]) => !FRAMING.has(name.toLowerCase()))
  if (!headers.some(([name]) => name.toLowerCase() === 'host'))
    headers.unshift(['host', `127.0.0.1:${port}`])
  if (request.body && request.chunked) headers.push(['transfer-encoding', 'chunked'])
  else if (request.body || !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase())) {
    headers.push(['content-length', String(request.body?.length ?? 0)])
  }
  // Keep-alive on the wire, as browsers send it: Node's server then drains a body it did not
  // read before it closes. (With `Connection: close` it closes at once, and a client still
  // sending a large body may get a reset instead of the answer.) Each case closes its own
  // connection once the answer is in.
  headers.push(['connection', 'keep-alive'])
  return headers
}

function sendHttp(port: number, request: ResolvedRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: withFraming(port, request).flat(),
        agent: false,
        // Read what the server sends, as a browser would, even if it is not strictly valid.
        insecureHTTPParser: true,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk)
        })
        res.on('end', () => {
          req.destroy()
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '')
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    )
    // The server may answer (413) and close before it read a big body: that answer counts.
    req.on('error', (error) => {
      if (answered) return
      reject(cutOff(request, error) ? new UploadCutOff(error.message) : error)
    })
    if (request.body && request.chunked) {
      const middle = Math.floor(request.body.length / 2)
      req.write(request.body.subarray(0, middle))
      req.end(request.body.subarray(middle))
    } else {
      req.end(request.body)
    }
  })
}

/** The request written byte for byte (UTF-8 where a string holds more than Latin-1). */
function sendRaw(port: number, request: ResolvedRequest): Promise<Answer> {
  const headers = withFraming(port, request)
  let head = `${request.method} ${request.path} HTTP/1.1\r\n`
  for (const [name, value] of headers) head += `${name}: ${value}\r\n`
  head += '\r\n'
  let body = request.body ?? Buffer.alloc(0)
  if (request.body && request.chunked) {
    body = Buffer.concat([
      Buffer.from(`${request.body.length.toString(16)}\r\n`),
      request.body,
      Buffer.from('\r\n0\r\n\r\n'),
    ])
  }
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let done = false
    const finish = (answer: Answer) => {
      done = true
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(REQUEST_TIMEOUT_MS, () =>
      socket.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    )
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      const answer = parseRawResponse(Buffer.concat(chunks), request.method, false)
      if (answer) finish(answer)
    })
    const onClose = (error?: Error) => {
      if (done) return
      done = true
      if (error && cutOff(request, error)) {
        reject(new UploadCutOff(error.message))
        return
      }
      // An answer without a length runs to the end of the connection.
      const answer = parseRawResponse(Buffer.concat(chunks), request.method, true)
      if (answer) resolve(answer)
      else {
        const size = Buffer.concat(chunks).length
        reject(error ?? new Error(`connection closed without a complete response (${size} bytes)`))
      }
    }
    socket.on('error', onClose)
    socket.on('close', () => onClose())
    socket.write(Buffer.concat([Buffer.from(head, 'utf8'), body]))
  })
}

/** The first final (non-1xx) response in `raw`, or undefined if incomplete. */
function parseRawResponse(raw: Buffer, method: string, closed: boolean): Answer | undefined {
  let rest = raw
  for (;;) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) return undefined
    const lines = rest.subarray(0, end).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1])
    if (!status) return undefined
    const headers: Record<string, string> = {}
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':')
      if (colon > 0) {
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
      }
    }
    let body = rest.subarray(end + 4)
    if (status < 200) {
      rest = body
      continue
    }
    if (method.toUpperCase() === 'HEAD' || status === 204 || status === 304)
      return { status, headers, body: Buffer.alloc(0) }
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const decoded = decodeChunked(body)
      if (!decoded) return undefined
      body = decoded
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      if (body.length < length) return undefined
      body = body.subarray(0, length)
    } else if (!closed) {
      return undefined
    }
    return { status, headers, body }
  }
}

function decodeChunked(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return undefined
    if (size === 0) return Buffer.concat(parts)
    const start = lineEnd + 2
    if (data.length < start + size) return undefined
    parts.push(data.subarray(start, start + size))
    offset = start + size + 2
  }
}

// ---- printing ---------------------------------------------------------------------------

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`
}

function describeBody(body: FuzzBody): string {
  switch (body.kind) {
    case 'none':
      return '(none)'
    case 'json':
      return `json ${truncate(JSON.stringify(body.value) ?? 'undefined', 600)}`
    case 'text':
      return `text ${truncate(JSON.stringify(body.text), 600)}`
    case 'bytes':
      return `bytes (hex) ${truncate(body.hex, 600)}`
    case 'repeat':
      return `${JSON.stringify(body.head)} + ${JSON.stringify(body.unit)} × ${body.count} + ${JSON.stringify(body.tail)}`
    case 'nested':
      return `${body.key === null ? '' : `{"${body.key}": `}${body.shape}s nested ${body.depth} deep${body.key === null ? '' : '}'}`
  }
}

/** A case as a person reads it to replay it. */
export function describeCase(fuzzCase: FuzzCase): string {
  const headers = fuzzCase.headers.map(
    ([name, value]) => `  ${name}: ${truncate(JSON.stringify(value), 300)}`,
  )
  return [
    `  [${fuzzCase.group}] ${fuzzCase.method} ${truncate(JSON.stringify(fuzzCase.path), 400)}${fuzzCase.chunked ? ' (chunked)' : ''}`,
    ...headers,
    `  body: ${describeBody(fuzzCase.body)}`,
  ].join('\n')
}

// ---- the server --------------------------------------------------------------------------

export type FuzzServer = {
  child: ChildProcess
  dataDir: string
  url: string
  port: number
  anonKey: string
  staticFiles: string[]
  exited: () => boolean
  errors: () => string[]
  /** SIGTERM, then the exit code (null if it had to be killed). */
  stop: () => Promise<number | null>
}

async function startFuzzServer(workDir: string): Promise<FuzzServer> {
  const dataDir = path.join(workDir, 'data')
  fs.mkdirSync(path.join(dataDir, 'storage'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'fuzz-canary.txt'), CANARY)
  fs.writeFileSync(path.join(dataDir, 'storage', 'fuzz-canary.txt'), CANARY)
  const { clientDir, staticFiles } = prepareSite(workDir)

  const env = harnessServerEnv(dataDir, {
    CLIENT_DIR: clientDir,
    JWT_SECRET: FUZZ_JWT_SECRET,
    STAFF_EMAIL: FUZZ_ACCOUNTS.staff.email,
    STAFF_PASSWORD: FUZZ_ACCOUNTS.staff.password,
    AUTH_EMAIL_CONFIRM: 'false',
    // Generated X-Forwarded-For values spread the per-IP limits (and get fuzzed themselves).
    TRUST_PROXY: 'true',
    // Lead notifications are rendered from fuzzed fields into the file outbox.
    CLINIC_NOTIFY_EMAIL: 'clinic@example.com',
  })
  // No mail, webhook or canonical URL of the machine's own configuration leaks into the run.
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'])
    delete env[name]

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Never leave the server behind if this process dies first.
  const killChild = () => child.kill('SIGKILL')
  process.once('exit', killChild)
  let exitCode: number | null | undefined
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', killChild)
      exitCode = code
      resolve(code)
    }),
  )
  // Error lines by their text without the timestamp: shrinking repeats the same one often.
  const errorLines = new Map<string, number>()
  const recordError = (line: string) => {
    const key = truncate(line.replace(/"time":\d+,/, ''), 2000)
    errorLines.set(key, (errorLines.get(key) ?? 0) + 1)
  }
  const onLine = (line: string) => {
    if (!line.trim()) return
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: unknown }
      if ((entry.level ?? 0) >= 50) recordError(line)
    } catch {
      if (/error/i.test(line)) recordError(line)
    }
  }
  const splitter = () => {
    let pending = ''
    return (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line)
    }
  }
  const url = await serverUrl(child)
  child.stdout.on('data', splitter())
  child.stderr.on('data', splitter())
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
  return {
    child,
    dataDir,
    url,
    port: Number(new URL(url).port),
    anonKey: config.supabaseAnonKey,
    staticFiles,
    exited: () => exitCode !== undefined,
    errors: () =>
      [...errorLines].map(([line, count]) => (count > 1 ? `${line} (${count} times)` : line)),
    stop: async () => {
      if (exitCode !== undefined) return exitCode
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      const code = await exit
      clearTimeout(timer)
      return code
    },
  }
}

/**
 * The client build the server serves: the real one (CLIENT_DIR or dist/client, with its
 * prerendered pages when there are any), else a small stand-in, so the site routes answer
 * as in production even before `npm run build`.
 */
function prepareSite(workDir: string): { clientDir: string; staticFiles: string[] } {
  const siteDir = path.join(workDir, 'site')
  const clientDir = path.join(siteDir, 'client')
  const pagesDir = path.join(siteDir, 'pages')
  fs.mkdirSync(siteDir)
  const realClient = path.resolve(repoRoot, process.env.CLIENT_DIR || 'dist/client')
  if (fs.existsSync(path.join(realClient, 'index.html'))) fs.symlinkSync(realClient, clientDir)
  else writeStandInClient(clientDir)
  const realPages = path.join(path.dirname(realClient), 'pages')
  if (fs.existsSync(path.join(realPages, 'pages.json'))) fs.symlinkSync(realPages, pagesDir)
  else writeStandInPages(pagesDir)

  const staticFiles: string[] = []
  const root = fs.realpathSync(clientDir)
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue
    staticFiles.push(
      `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
  }
  return { clientDir, staticFiles: staticFiles.sort() }
}

function writeStandInClient(dir: string) {
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>Renew Medical</title></head><body><div id="root"></div><script type="module" src="/assets/index-fuzz.js"></script></body></html>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/index-fuzz.js': 'console.log("stand-in")',
    'assets/index-fuzz.css': 'body{}',
    'guides/weight-loss-guide.pdf': '%PDF-1.4\n%%EOF\n',
  }
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  const index = path.join(dir, 'index.html')
  fs.writeFileSync(`${index}.br`, zlib.brotliCompressSync(fs.readFileSync(index)))
  fs.writeFileSync(`${index}.gz`, zlib.gzipSync(fs.readFileSync(index)))
}

const REDIRECTS = {
  '/free-consultation': { status: 301, location: '/consultation' },
  '/directmed': { status: 301, location: '/direct-med' },
}

function writeStandInPages(dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="%PUBLIC_ORIGIN%/"></head><body><main id="main"><h1>${title}</h1></main></body></html>`
  const pages: Record<string, { file: string; status: number }> = {}
  const real = PAGE_PATHS.filter(
    (url) => !/no-such|.\/$|\.html$/.test(url) && !Object.hasOwn(REDIRECTS, url),
  )
  for (const url of real) {
    const file = `${url === '/' ? 'index' : url.slice(1).replaceAll('/', '__')}.html`
    fs.writeFileSync(path.join(dir, file), page(url))
    pages[url] = { file, status: 200 }
  }
  fs.writeFileSync(path.join(dir, '404.html'), page('Not found'))
  const manifest = {
    pages,
    redirects: REDIRECTS,
    notFound: '404.html',
  }
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(manifest))
}

// ---- sessions and tokens -----------------------------------------------------------------

type Claims = Record<string, unknown>

function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString(
    'base64url',
  )
}

function signJwt(header: Claims, payload: Claims, secret: string, algorithm = 'sha256'): string {
  const input = `${base64url(header)}.${base64url(payload)}`
  return `${input}.${createHmac(algorithm, secret).update(input).digest('base64url')}`
}

function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims
}

/**
 * The harness's own sign-ins, and the values `{{…}}` placeholders stand for. Sessions the
 * fuzzer ends (sign-out, refresh-token reuse, a changed password) are replaced at checkpoints.
 */
class Sessions {
  private tokens = new Map<string, string>()
  private userEmail: string = FUZZ_ACCOUNTS.user.email
  private userPassword: string = FUZZ_ACCOUNTS.user.password
  private victimEmail: string = FUZZ_ACCOUNTS.victim.email
  private clientAddress = 0
  private care: CareRecords | undefined
  /** The store, read between cases: audit records and the care tables' invariants. */
  private store: Database.Database | undefined
  /** What an id names nothing with: one UUID for the whole run. */
  private readonly nothing = randomUUID()

  constructor(private readonly server: FuzzServer) {}

  async setUp() {
    this.tokens.set('anon', this.server.anonKey)
    const victim = await this.post('/auth/v1/signup', FUZZ_ACCOUNTS.victim)
    if (victim.status !== 200)
      throw new Error(`cannot sign up the victim account: ${victim.status}`)
    this.tokens.set('victim', String(victim.json.access_token))
    await this.signInStaff()
    await this.signInUser()
    this.store = new Database(path.join(this.server.dataDir, 'site.db'), {
      readonly: true,
      fileMustExist: true,
    })
    const request = await this.post(
      '/rest/v1/consultation_requests',
      { ...CHECKPOINT_LEAD, email: this.userEmail },
      undefined,
      { prefer: 'return=representation' },
    )
    this.care = await setUpCare(
      this.server.url,
      this.server.anonKey,
      FUZZ_ACCOUNTS.staff,
      {
        user: this.tokens.get('user')!,
        victim: this.tokens.get('victim')!,
        staff: this.tokens.get('staff')!,
      },
      { user: this.userEmail, victim: this.victimEmail },
    )
    const requestId = (request.json as unknown as { id?: string }[])[0]?.id
    if (requestId) this.care.ids.set('request', requestId)
    this.care.ids.set('staff', String(claimsOf(this.tokens.get('staff')!).sub))
    this.care.ids.set('victim-account', String(claimsOf(this.tokens.get('victim')!).sub))
    // The own visit's time, which the victim's booking must never take.
    this.care.ids.set('slot-taken', slotNumbered(this.care.scheduleId, 450))
  }

  close() {
    this.store?.close()
  }

  /** Re-issue any session the fuzzer ended; pick up the newest e-mailed link. */
  async repair() {
    this.readNewestLink()
    if (!(await this.staffCanRead())) await this.signInStaff()
    if ((await this.get('/auth/v1/user', this.tokens.get('user'))).status !== 200)
      await this.signInUser()
    if ((await this.get('/auth/v1/user', this.tokens.get('victim'))).status !== 200)
      await this.signInVictim()
  }

  /**
   * A write by the harness's staff session to a staff route, or a visit booked by staff for a
   * patient: its 2xx must come with an audit record (docs/architecture.md, Privacy).
   */
  isAuditedWrite(request: ResolvedRequest): boolean {
    const staff = this.tokens.get('staff')
    if (!staff || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false
    const auth = request.headers.filter(([name]) => name.toLowerCase() === 'authorization')
    if (auth.length !== 1 || auth[0]![1] !== `Bearer ${staff}`) return false
    return (
      request.path.startsWith('/staff/v1/') ||
      /^\/booking\/v1\/appointments\/?(\?|$)/.test(request.path)
    )
  }

  auditCount(): number {
    return Number(this.store?.prepare('select count(*) from audit_log').pluck().get() ?? 0)
  }

  /** The care tables' invariants (tests/support/care-store.ts), on one snapshot. */
  careProblems(): string[] {
    const store = this.store
    if (!store) return []
    return store.transaction(() => checkCareStore(store))()
  }

  /** What a `{{…}}` placeholder stands for now. */
  private lookup(name: string): string | undefined {
    const token = this.tokens.get(name)
    if (token !== undefined) return token
    const [kind, key = ''] = name.split(/:(.*)/s)
    const care = this.care
    switch (kind) {
      case 'id':
        return (
          care?.ids.get(key) ?? care?.ids.get(key.replace(/^(own|victim)-/, '')) ?? this.nothing
        )
      case 'slot':
        if (!care) return undefined
        return key === 'taken'
          ? (care.ids.get('slot-taken') ?? '')
          : slotNumbered(care.scheduleId, Number(key))
      case 'day':
        return new Date(Date.now() + Number(key) * 86_400_000).toISOString().slice(0, 10)
      case 'email':
        return key === 'victim' ? this.victimEmail : this.userEmail
      case 'manage':
        return care?.manage.get(key) ?? ''
      default:
        return undefined
    }
  }

  resolve(fuzzCase: FuzzCase): ResolvedRequest {
    const fill = (text: string) =>
      text.replace(
        /\{\{([a-zA-Z]+|[a-z]+:[a-zA-Z0-9-]+)\}\}/g,
        (whole, name: string) => this.lookup(name) ?? whole,
      )
    // A query value is percent-encoded as a client would send it, its placeholder too.
    const decoded = fuzzCase.path.replace(
      /%7B%7B([a-z]+)%3A([a-zA-Z0-9-]+)%7D%7D/gi,
      (_, kind: string, key: string) => `{{${kind}:${key}}}`,
    )
    return {
      method: fuzzCase.method,
      path: fill(decoded),
      headers: fuzzCase.headers.map(([name, value]): Header => [name, fill(value)]),
      body: bodyBytes(fuzzCase.body, fill),
      chunked: fuzzCase.chunked,
    }
  }

  /** Recovery and e-mail change links land in DATA_DIR/outbox (no SMTP_URL): /verify gets real tokens. */
  private readNewestLink() {
    const outbox = path.join(this.server.dataDir, 'outbox')
    if (!fs.existsSync(outbox)) return
    for (const name of fs.readdirSync(outbox).sort().reverse()) {
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(
        fs.readFileSync(path.join(outbox, name), 'utf8'),
      )?.[0]
      if (!link) continue
      const params = new URL(link).searchParams
      this.tokens.set('linkToken', params.get('token') ?? '')
      this.tokens.set('linkType', params.get('type') ?? '')
      return
    }
  }

  private async staffCanRead(): Promise<boolean> {
    const response = await fetch(`${this.server.url}/rest/v1/newsletter_subscribers?limit=1`, {
      headers: this.headers(this.tokens.get('staff')),
    })
    await response.arrayBuffer()
    return response.status === 200
  }

  private async signInStaff() {
    const response = await this.post('/auth/v1/token?grant_type=password', FUZZ_ACCOUNTS.staff)
    if (response.status !== 200)
      throw new Error(`staff sign-in failed: ${response.status} ${JSON.stringify(response.json)}`)
    this.tokens.set('staff', String(response.json.access_token))
    this.forgeTokens()
  }

  private async signInUser() {
    let response = await this.post('/auth/v1/token?grant_type=password', {
      email: this.userEmail,
      password: this.userPassword,
    })
    if (response.status !== 200) {
      // First run, or the fuzzer changed the password: a fresh account.
      this.userEmail = this.tokens.has('user')
        ? `fuzz-user-${randomUUID()}@example.com`
        : this.userEmail
      response = await this.post('/auth/v1/signup', {
        email: this.userEmail,
        password: this.userPassword,
      })
    }
    if (response.status !== 200)
      throw new Error(`user sign-in failed: ${response.status} ${JSON.stringify(response.json)}`)
    this.tokens.set('user', String(response.json.access_token))
    this.tokens.set('userRefresh', String(response.json.refresh_token))
    this.forgeTokens()
  }

  private async signInVictim() {
    let response = await this.post('/auth/v1/token?grant_type=password', {
      email: this.victimEmail,
      password: FUZZ_ACCOUNTS.victim.password,
    })
    if (response.status !== 200) {
      this.victimEmail = `fuzz-victim-${randomUUID()}@example.com`
      response = await this.post('/auth/v1/signup', {
        email: this.victimEmail,
        password: FUZZ_ACCOUNTS.victim.password,
      })
    }
    if (response.status !== 200)
      throw new Error(`victim sign-in failed: ${response.status} ${JSON.stringify(response.json)}`)
    this.tokens.set('victim', String(response.json.access_token))
  }

  private forgeTokens() {
    const staffToken = this.tokens.get('staff')
    const userToken = this.tokens.get('user')
    if (!staffToken || !userToken) return
    const staff = claimsOf(staffToken)
    const user = claimsOf(userToken)
    const now = Math.floor(Date.now() / 1000)
    const hs256 = { alg: 'HS256', typ: 'JWT' }
    const none = { alg: 'none', typ: 'JWT' }
    const anon = { iss: 'renew-medical', role: 'anon', iat: now, exp: now + 3600 }
    const sign = (payload: Claims) => signJwt(hs256, payload, FUZZ_JWT_SECRET)
    const [userHead, , userSignature] = userToken.split('.')
    const forged: Record<ForgedToken, string> = {
      'alg-none-staff': `${base64url(none)}.${base64url(staff)}.`,
      'alg-none-anon': `${base64url(none)}.${base64url(anon)}.`,
      'wrong-secret-staff': signJwt(hs256, staff, 'not-the-secret-but-also-long-enough-0000'),
      'wrong-secret-anon': signJwt(hs256, anon, 'not-the-secret-but-also-long-enough-0000'),
      'expired-staff': sign({ ...staff, iat: now - 7200, exp: now - 3600 }),
      'expired-user': sign({ ...user, iat: now - 7200, exp: now - 3600 }),
      'tampered-staff': `${userHead}.${base64url({ ...user, sub: staff.sub, session_id: staff.session_id, app_metadata: { role: 'staff' } })}.${userSignature}`,
      'unknown-user': sign({ ...user, sub: randomUUID(), session_id: randomUUID() }),
      'sub-not-uuid': sign({ ...user, sub: 'admin' }),
      'no-sub': sign({ ...user, sub: undefined }),
      'session-id-not-uuid': sign({ ...staff, session_id: 'abc' }),
      'session-id-number': sign({ ...staff, session_id: 12345 }),
      'session-of-other-user': sign({ ...user, session_id: staff.session_id }),
      'service-role': sign({
        iss: 'renew-medical',
        role: 'service_role',
        iat: now,
        exp: now + 3600,
      }),
      'hs512-staff': signJwt({ alg: 'HS512', typ: 'JWT' }, staff, FUZZ_JWT_SECRET, 'sha512'),
      'rs256-header': signJwt({ alg: 'RS256', typ: 'JWT' }, staff, FUZZ_JWT_SECRET),
      'exp-string': sign({ ...staff, exp: 'tomorrow' }),
      'aud-object': sign({ ...staff, aud: { a: 1 } }),
      'huge-claims': sign({ ...user, user_metadata: { bio: 'x'.repeat(6000) } }),
      'garbage-segments': 'eyJ.eyJ.sig',
    }
    for (const name of FORGED_TOKENS) this.tokens.set(`jwt:${name}`, forged[name])
  }

  /** Each harness request from its own documentation address, clear of the per-IP limits. */
  private headers(token?: string): Record<string, string> {
    this.clientAddress = (this.clientAddress + 1) % 250
    return {
      apikey: this.server.anonKey,
      authorization: `Bearer ${token ?? this.server.anonKey}`,
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${this.clientAddress + 1}`,
    }
  }

  private async get(pathname: string, token?: string) {
    const response = await fetch(`${this.server.url}${pathname}`, { headers: this.headers(token) })
    await response.arrayBuffer()
    return { status: response.status }
  }

  async post(pathname: string, body: unknown, token?: string, extra: Record<string, string> = {}) {
    const response = await fetch(`${this.server.url}${pathname}`, {
      method: 'POST',
      headers: { ...this.headers(token), ...extra },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = JSON.parse(text) as Record<string, unknown>
    } catch {
      // an empty 201
    }
    return { status: response.status, json }
  }
}

const CHECKPOINT_LEAD = {
  first_name: 'Checkpoint',
  last_name: 'Lead',
  email: 'checkpoint@example.com',
  phone: '555 010 0000',
  hear_about_us: 'Other',
  email_opt_in: false,
  sms_opt_in: true,
  website: '',
  form_elapsed_ms: 5000,
}

/** The server still answers normally: /config.json, a lead insert, and the sessions we rely on. */
async function checkpoint(
  server: FuzzServer,
  session: Sessions,
  report: FuzzReport,
): Promise<string | undefined> {
  report.checkpoints++
  if (server.exited()) return 'the server exited'
  try {
    const config = await fetch(`${server.url}/config.json`)
    const body = (await config.json()) as { supabaseAnonKey?: unknown }
    if (config.status !== 200 || typeof body.supabaseAnonKey !== 'string') {
      return `/config.json answered ${config.status}`
    }
    const lead = await session.post('/rest/v1/consultation_requests', {
      ...CHECKPOINT_LEAD,
      email: `checkpoint-${report.checkpoints}@example.com`,
    })
    if (lead.status !== 201) return `a valid consultation insert answered ${lead.status}`
    const care = session.careProblems()
    if (care.length > 0) return `the care tables break an invariant: ${care.join('; ')}`
    await session.repair()
  } catch (error) {
    return `the server stopped answering: ${(error as Error).message}`
  }
  return undefined
}

// ---- the database afterwards ----------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

type LeadRow = Record<string, unknown>

/**
 * Every stored lead must pass the schema the server validated it with, be stored as
 * validated (trimmed), and carry a server id and timestamp.
 */
export function checkDatabase(file: string): {
  integrity: string
  rows: number
  problems: string[]
} {
  if (!fs.existsSync(file)) return { integrity: 'no database file', rows: 0, problems: [] }
  const db = new Database(file, { readonly: true })
  const problems: string[] = []
  let rows = 0
  const check = (
    table: string,
    row: LeadRow,
    schema: z.ZodMiniType,
    input: Record<string, unknown>,
  ) => {
    rows++
    const where = `${table} row ${String(row.id)}`
    const parsed = z.safeParse(schema, input)
    if (!parsed.success) {
      problems.push(
        `${where} breaks the schema: ${parsed.error.issues[0]?.message} (${truncate(JSON.stringify(row), 400)})`,
      )
      return
    }
    for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
      if (input[key] !== value)
        problems.push(
          `${where}: ${key} is not stored as validated: ${truncate(JSON.stringify(input[key]), 100)}`,
        )
    }
    if (typeof row.id !== 'string' || !UUID.test(row.id))
      problems.push(`${where}: id is not a UUID`)
    if (typeof row.created_at !== 'string' || !ISO_UTC.test(row.created_at))
      problems.push(`${where}: created_at is not ISO-8601 UTC`)
  }
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }))
    problems.push(...checkCareStore(db).map((problem) => `at the end: ${problem}`))
    // Every lead table, from its descriptor (src/shared/leads.ts).
    for (const table of leadTableList as readonly LeadTableDescriptor[]) {
      for (const row of db.prepare(`select * from ${table.name}`).all() as LeadRow[]) {
        const input = fromLeadRow(table, row)
        check(table.name, row, table.schema, input)
        const parsed = z.safeParse(table.schema, input)
        for (const [column, compute] of Object.entries(table.computed ?? {})) {
          if (parsed.success && row[column] !== compute(parsed.data)) {
            problems.push(
              `${table.name} row ${String(row.id)}: ${column} is not what the input makes it`,
            )
          }
        }
        const unique = table.unique === undefined ? undefined : row[table.unique]
        if (typeof unique === 'string' && unique !== unique.toLowerCase()) {
          problems.push(`${table.name} row ${String(row.id)}: ${table.unique} is not lower-case`)
        }
      }
    }
    return { integrity, rows, problems }
  } finally {
    db.close()
  }
}
