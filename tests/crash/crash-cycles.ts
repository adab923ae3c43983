import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { emptyAcknowledged } from '../load/traffic'
import { verifyLeads } from '../load/verify-leads'
import { harnessServerEnv } from '../support/harness-env'
import { insertConsultationLead } from '../support/insert-lead'
import { serverUrl } from '../support/server-url'
import { type CareCrashReport, CareWorkers, CRASH_STAFF } from './care-crash'

// Kill -9 the real server (embedded SQLite store) while clients insert leads and refresh
// sessions as fast as they can, and place orders, book and move visits, move orders and submit
// questionnaires (care-crash.ts), restart it, repeat; then check that every lead answered 201
// is in the database, the database is intact, every session still refreshes and identifies
// its user, and every acknowledged care change is stored once with its stock, slot, event,
// audit record and mail. Used by the crash test in the normal suite (a few cycles) and by
// `npm run test:crash` (more).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type CrashReport = {
  cycles: number
  acknowledged: number
  found: number
  missing: string[]
  /** Requests that got no answer because the server died under them. */
  unanswered: number
  integrity: string
  /** Token refreshes answered 200 (each rotates the session's refresh token). */
  refreshes: number
  sessions: number
  /** Sessions that could not refresh, during the run or after the last restart, with why. */
  brokenSessions: string[]
  /** The care APIs' part (absent when left out). */
  care?: CareCrashReport
}

type Options = {
  cycles: number
  writers?: number
  /** Signed-in users refreshing their session throughout (one client each). */
  sessions?: number
  minRunMs?: number
  maxRunMs?: number
  /** Also crash orders, bookings, moves and questionnaire submissions (care-crash.ts). */
  care?: boolean
  log?: (line: string) => void
}

export async function runCrashCycles({
  cycles,
  writers = 8,
  sessions: sessionCount = 4,
  minRunMs = 300,
  maxRunMs = 900,
  care = true,
  log = () => {},
}: Options): Promise<CrashReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-crash-'))
  const acknowledged: string[] = []
  const brokenSessions: string[] = []
  let unanswered = 0
  let refreshes = 0
  let users: SessionUser[] = []
  const careWorkers = care ? new CareWorkers() : undefined
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const server = await startServer(dataDir)
      if (cycle === 1) {
        users = await signUpUsers(server, sessionCount)
        await careWorkers?.setUp(server)
      }
      let stop = false
      const caring = careWorkers?.run(server, () => stop) ?? []
      const writing = Array.from({ length: writers }, async () => {
        while (!stop) {
          const email = `lead-${randomUUID()}@example.com`
          try {
            const response = await insertConsultationLead(server, email, 'Crash')
            if (response === 201) acknowledged.push(email)
          } catch {
            unanswered++
            return
          }
        }
      })
      const refreshing = users.map(async (user) => {
        while (!stop) {
          let outcome: Awaited<ReturnType<typeof refresh>>
          try {
            outcome = await refresh(server, user)
          } catch {
            unanswered++
            return
          }
          if (outcome.ok) refreshes++
          else {
            brokenSessions.push(`${user.email} in cycle ${cycle}: ${outcome.error}`)
            return
          }
        }
      })
      await sleep(minRunMs + Math.random() * (maxRunMs - minRunMs))
      server.process.kill('SIGKILL')
      await new Promise((resolve) => server.process.once('exit', resolve))
      stop = true
      await Promise.all([...writing, ...refreshing, ...caring])
      log(
        `cycle ${cycle}: ${acknowledged.length} leads and ${refreshes} refreshes acknowledged so far`,
      )
    }

    // One clean start proves the database opens (and migrates) after the last crash, and
    // every session still refreshes and names its user.
    const final = await startServer(dataDir)
    try {
      for (const user of users) {
        const outcome = await refresh(final, user)
        if (!outcome.ok) {
          brokenSessions.push(`${user.email} after the last restart: ${outcome.error}`)
          continue
        }
        const email = await currentUserEmail(final, user.accessToken)
        if (email !== user.email) {
          brokenSessions.push(`${user.email} after the last restart: /user answered ${email}`)
        }
      }
    } finally {
      final.process.kill('SIGTERM')
      await new Promise((resolve) => final.process.once('exit', resolve))
    }

    const report = verifyLeads(path.join(dataDir, 'site.db'), {
      ...emptyAcknowledged(),
      consultation_requests: acknowledged,
    })
    const leads = report.tables.find((table) => table.table === 'consultation_requests')!
    return {
      cycles,
      acknowledged: leads.acknowledged,
      found: leads.found,
      missing: leads.missing,
      unanswered,
      integrity: report.integrity ?? 'unknown',
      refreshes,
      sessions: users.length,
      brokenSessions,
      ...(careWorkers ? { care: careWorkers.verify(dataDir, cycles) } : {}),
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

type RunningServer = { process: ChildProcess; url: string; anonKey: string }

async function startServer(dataDir: string): Promise<RunningServer> {
  const env = harnessServerEnv(dataDir, {
    // Sign-ups get a session at once, so the run needs no mail.
    AUTH_EMAIL_CONFIRM: 'false',
    // Each refresh comes "from" its own address (X-Forwarded-For, see refresh()).
    TRUST_PROXY: 'true',
    // Staff set up the schedules and stock and move visits and orders (care-crash.ts).
    STAFF_EMAIL: CRASH_STAFF.email,
    STAFF_PASSWORD: CRASH_STAFF.password,
    // Reminders and confirmations are written as files in DATA_DIR/outbox (no SMTP).
    CLINIC_NOTIFY_EMAIL: 'clinic@example.com',
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await serverUrl(child, 30_000)
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
  return { process: child, url, anonKey: config.supabaseAnonKey }
}

let refreshCount = 0

type SessionUser = { email: string; accessToken: string; refreshToken: string }
type TokenAnswer = { access_token?: string; refresh_token?: string; msg?: string; code?: string }

async function signUpUsers(server: RunningServer, count: number): Promise<SessionUser[]> {
  const users: SessionUser[] = []
  for (let index = 0; index < count; index++) {
    const email = `session-${randomUUID()}@example.com`
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'crash test passphrase 2026' }),
    })
    const body = (await response.json()) as TokenAnswer
    if (response.status !== 200 || !body.access_token || !body.refresh_token) {
      throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(body)}`)
    }
    users.push({ email, accessToken: body.access_token, refreshToken: body.refresh_token })
  }
  return users
}

/**
 * Rotate the user's refresh token. The client keeps the newest token it was answered; if the
 * server died after storing a rotation but before answering, the token kept is the one just
 * before, which GoTrue's reuse interval (10 s) still accepts.
 */
async function refresh(
  server: RunningServer,
  user: SessionUser,
): Promise<{ ok: true } | { ok: false; error: string }> {
  // GoTrue's per-IP limit (30 refreshes a minute) would pace this test to a crawl; it is
  // proven by the auth tests, so here every refresh comes from a visitor of its own.
  refreshCount++
  const visitor = `10.${(refreshCount >> 16) & 255}.${(refreshCount >> 8) & 255}.${refreshCount & 255}`
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': visitor,
    },
    body: JSON.stringify({ refresh_token: user.refreshToken }),
  })
  const body = (await response.json()) as TokenAnswer
  if (response.status !== 200 || !body.access_token || !body.refresh_token) {
    return { ok: false, error: `${response.status} ${body.code ?? ''} ${body.msg ?? ''}`.trim() }
  }
  user.accessToken = body.access_token
  user.refreshToken = body.refresh_token
  return { ok: true }
}

async function currentUserEmail(server: RunningServer, accessToken: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` },
  })
  const body = (await response.json()) as { email?: string }
  return response.status === 200 ? (body.email ?? '(none)') : `status ${response.status}`
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
