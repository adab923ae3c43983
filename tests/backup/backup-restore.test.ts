import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'

import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest, migrationNames } from '../../src/server/db/migrations'
import { keyId, open, SealedDataError } from '../../src/server/lib/intake-store/intake-crypto'
import { saveDraft } from '../../src/server/lib/intake-store/intake.queries'
import { loadIntakeKey, loadJwtSecret } from '../../src/server/secrets'
import { createTestClient } from '../../src/server/testing'
import { compiledEntry } from '../../src/server/testing-entries'
import { harnessServerEnv } from '../support/harness-env'
import { insertConsultationLead } from '../support/insert-lead'
import { serverUrl } from '../support/server-url'

// `npm run backup` and `npm run restore` as an operator runs them: the real entry points as
// child processes, against the real server (src/server/main.ts) taking leads the whole time.
// The backup copies the embedded SQLite store; with DATABASE_URL set (the PostgreSQL leg of
// .ci/run) the scripts must refuse and point to pg_dump / pg_restore instead, which is
// checked on both legs.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const postgresUrl = process.env.DATABASE_URL?.trim() || undefined

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-backup-test-'))
  temporary.push(dir)
  return dir
}

/** The embedded store, with the secret generated into DATA_DIR whatever the caller's env. */
function sqliteEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return harnessServerEnv(dataDir, {
    JWT_SECRET: '',
    INTAKE_ENCRYPTION_KEY: '',
    AUTH_EMAIL_CONFIRM: 'false',
    ...extra,
  })
}

type ScriptRun = { code: number | null; stdout: string; stderr: string }

function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ScriptRun> {
  const child = spawn(process.execPath, [compiledEntry(`${script}-cli`), ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

type RunningServer = { process: ChildProcess; url: string; anonKey: string }

async function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [compiledEntry('main')], {
    cwd: repoRoot,
    env: sqliteEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await serverUrl(child, 60_000)
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
  return { process: child, url, anonKey: config.supabaseAnonKey }
}

async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return
  const exited = new Promise((resolve) => server.process.once('exit', resolve))
  server.process.kill('SIGTERM')
  await exited
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every path under `root` with its permission bits, e.g. { 'storage': 0o700, 'site.db': 0o600 }. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = {}
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const inner = path.join(relative, entry.name)
      modes[inner] = fs.lstatSync(path.join(root, inner)).mode & 0o777
      if (entry.isDirectory()) walk(inner)
    }
  }
  walk('')
  return modes
}

const INTAKE_ANSWERS = { 'date-of-birth': '1980-05-04', conditions: ['pancreatitis'] }

/**
 * A backup of a migrated store with its generated secrets, a patient's questionnaire sealed
 * under the generated intake key, and a stored object; no server running. `keyFile` is the
 * key as the site keeps it, in DATA_DIR, outside the backup.
 */
async function backupOfIdleStore(): Promise<{
  backup: string
  root: string
  keyFile: string
  intakeId: string
}> {
  const root = tempDir()
  const dataDir = path.join(root, 'data')
  const database = openDatabase({ dataDir })
  await migrateToLatest(database.db)
  loadJwtSecret({ jwtSecret: undefined, dataDir })
  const key = loadIntakeKey({ intakeEncryptionKey: undefined, dataDir })
  const now = new Date().toISOString()
  const userId = randomUUID()
  await database.db
    .insertInto('users')
    .values({
      id: userId,
      email: 'grace@example.com',
      identity_id: randomUUID(),
      raw_app_meta_data: '{}',
      raw_user_meta_data: '{}',
      identity_data: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute()
  const saved = await saveDraft(
    database.db,
    {
      userId,
      program: 'weight-loss',
      questionnaireVersion: '1',
      answers: INTAKE_ANSWERS,
      step: null,
      version: undefined,
    },
    key,
  )
  if (saved.kind !== 'saved') throw new Error('no draft saved')
  await database.close()
  fs.mkdirSync(path.join(dataDir, 'storage', 'uploads'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'storage', 'uploads', 'form.bin'), randomBytes(512))
  const backups = path.join(root, 'backups')
  const run = await runScript('backup', ['--to', backups], sqliteEnv(dataDir))
  expect(run.code, run.stderr).toBe(0)
  const [name] = fs.readdirSync(backups)
  return {
    backup: path.join(backups, name!),
    root,
    keyFile: path.join(dataDir, 'intake-key'),
    intakeId: saved.row.id,
  }
}

/** Every file under `root`, relative. */
function filesUnder(root: string): string[] {
  return Object.keys(modesUnder(root)).filter((inner) =>
    fs.statSync(path.join(root, inner)).isFile(),
  )
}

/** The sealed answers of questionnaire `id` in the SQLite file `file`. */
function sealedAnswers(file: string, id: string): string {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare('select answers from intake_responses where id = ?').pluck().get(id) as string
  } finally {
    db.close()
  }
}

/** Whatever in `bytes` reads as a 32-byte key written out: 64 hex digits, or base64. */
function keyCandidates(bytes: Buffer): Buffer[] {
  const text = bytes.toString('latin1')
  return [
    ...(text.match(/[0-9a-f]{64}/gi) ?? []).map((hex) => Buffer.from(hex, 'hex')),
    ...(text.match(/[A-Za-z0-9+/_-]{43}=?/g) ?? []).map((b64) => Buffer.from(b64, 'base64')),
  ].filter((candidate) => candidate.length === 32)
}

describe('backup and restore scripts with DATABASE_URL set', () => {
  // On the SQLite leg a URL nothing listens on: the scripts must refuse before connecting.
  const url = postgresUrl ?? 'postgres://renew:unused@127.0.0.1:9/renew'

  it('backup refuses and points to pg_dump; restore refuses and points to pg_restore', async () => {
    const root = tempDir()
    const dataDir = path.join(root, 'data')
    const env = { ...sqliteEnv(dataDir), DATABASE_URL: url }

    const backup = await runScript('backup', ['--to', path.join(root, 'backups')], env)
    expect(backup.code).toBe(1)
    expect(backup.stderr).toContain('DATABASE_URL is set')
    expect(backup.stderr).toContain('pg_dump --format=custom')
    expect(fs.existsSync(path.join(root, 'backups'))).toBe(false)

    const restore = await runScript('restore', [root], env)
    expect(restore.code).toBe(1)
    expect(restore.stderr).toContain('pg_restore')
    expect(fs.existsSync(dataDir)).toBe(false)
  }, 60_000)
})

// The embedded store only exists without DATABASE_URL; on the PostgreSQL leg the test above
// is what runs.
if (!postgresUrl) {
  describe('backup and restore of the embedded store', () => {
    it('a backup taken while leads pour in restores every lead acknowledged before it, the secret and storage', async () => {
      const root = tempDir()
      const dataDir = path.join(root, 'data')
      const backups = path.join(root, 'backups')
      const server = await startServer(dataDir)
      let restored: RunningServer | undefined
      try {
        // A signed-in user before the backup: their access token must still be accepted after.
        const email = `patient-${randomUUID()}@example.com`
        const signUp = await createTestClient(server.url, server.anonKey).auth.signUp({
          email,
          password: `Backup-${randomUUID()}`,
        })
        expect(signUp.error).toBeNull()
        const accessToken = signUp.data.session!.access_token
        // Their questionnaire, sealed under the intake key the server generated.
        const intakeApi = (base: string, init: RequestInit = {}) =>
          fetch(`${base}/patient/v1/intakes/weight-loss`, {
            ...init,
            headers: {
              apikey: server.anonKey,
              authorization: `Bearer ${accessToken}`,
              'content-type': 'application/json',
            },
          })
        const saved = await intakeApi(server.url, {
          method: 'PUT',
          body: JSON.stringify({ answers: { 'date-of-birth': '1980-05-04' } }),
        })
        expect(saved.status).toBe(200)

        // An uploaded object (not shipped media, which every start re-seeds), and a link
        // leading out of storage that must not be copied.
        const upload = randomBytes(4096)
        fs.mkdirSync(path.join(dataDir, 'storage', 'uploads'), { recursive: true })
        fs.writeFileSync(path.join(dataDir, 'storage', 'uploads', 'consent.bin'), upload)
        const outside = path.join(root, 'outside-secret.txt')
        fs.writeFileSync(outside, 'not part of storage')
        fs.symlinkSync(outside, path.join(dataDir, 'storage', 'uploads', 'escape.txt'))

        const acknowledged: string[] = []
        const refused: number[] = []
        let stop = false
        // A refused or failed insert ends the run at once (and fails the test below) rather
        // than leaving the waits for more acknowledgements to the test's timeout.
        const writers = Array.from({ length: 4 }, async () => {
          while (!stop && refused.length === 0) {
            const lead = `lead-${randomUUID()}@example.com`
            const status = await insertConsultationLead(server, lead, 'Backup').catch(() => 0)
            if (status === 201) acknowledged.push(lead)
            else refused.push(status)
          }
        })
        const waitForLeads = async (count: number) => {
          while (acknowledged.length < count && refused.length === 0) await sleep(20)
        }
        let backupRun: ScriptRun
        let before: string[]
        let acknowledgedByBackupEnd: number
        try {
          await waitForLeads(25)
          before = [...acknowledged]
          backupRun = await runScript('backup', ['--to', backups], sqliteEnv(dataDir))
          acknowledgedByBackupEnd = acknowledged.length
          // Leads after the backup: they must not be in it, and the server must keep taking them.
          await waitForLeads(acknowledged.length + 25)
        } finally {
          stop = true
          await Promise.all(writers)
        }
        await stopServer(server)

        // 0: no answer at all.
        expect(refused).toEqual([])
        expect(backupRun.code, backupRun.stderr).toBe(0)
        // The server answered inserts while the backup process ran.
        expect(acknowledgedByBackupEnd).toBeGreaterThan(before.length)

        // One dated, private folder; nothing half-written left beside it.
        const names = fs.readdirSync(backups)
        expect(names).toHaveLength(1)
        expect(names[0]).toMatch(/^renew-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
        const backup = path.join(backups, names[0]!)
        expect(backupRun.stdout).toContain(backup)
        expect(fs.statSync(backup).mode & 0o777).toBe(0o700)
        for (const [inner, mode] of Object.entries(modesUnder(backup))) {
          const isDir = fs.statSync(path.join(backup, inner)).isDirectory()
          expect([inner, mode]).toEqual([inner, isDir ? 0o700 : 0o600])
        }

        const manifest = JSON.parse(
          fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'),
        ) as {
          engine: string
          created_at: string
          integrity_check: string
          migrations: string[]
          tables: Record<string, number>
          secrets: string[]
          intake_key_id: string | null
          storage: { skipped: string[] }
        }
        expect(manifest.engine).toBe('sqlite')
        expect(Number.isNaN(Date.parse(manifest.created_at))).toBe(false)
        expect(manifest.integrity_check).toBe('ok')
        expect(manifest.migrations).toEqual(migrationNames)
        // The token secret; never the health intake's key, which is kept apart: only its
        // fingerprint is named, and the script says where the key is to be kept.
        expect(manifest.secrets).toEqual(['jwt-secret'])
        const intakeKey = fs.readFileSync(path.join(dataDir, 'intake-key'), 'utf8')
        expect(manifest.intake_key_id).toBe(keyId(Buffer.from(intakeKey, 'hex')))
        expect(fs.existsSync(path.join(backup, 'intake-key'))).toBe(false)
        expect(backupRun.stdout).toContain("The health intake's key")
        expect(backupRun.stdout).toContain(`Keep the key file ${path.join(dataDir, 'intake-key')}`)
        expect(backupRun.stdout).toContain('apart from the backup')
        expect(manifest.storage.skipped).toEqual(['uploads/escape.txt'])
        // A snapshot: at least every lead acknowledged before, none of the ones after.
        expect(manifest.tables.consultation_requests).toBeGreaterThanOrEqual(before.length)
        expect(manifest.tables.consultation_requests).toBeLessThan(acknowledged.length)

        const restoredDir = path.join(root, 'restored')
        const restoreRun = await runScript(
          'restore',
          [backup, '--intake-key', path.join(dataDir, 'intake-key')],
          sqliteEnv(restoredDir),
        )
        expect(restoreRun.code, restoreRun.stderr).toBe(0)

        const db = new Database(path.join(restoredDir, 'site.db'), { readonly: true })
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
          const stored = new Set(
            db.prepare('select email from consultation_requests').pluck().all() as string[],
          )
          expect(before.filter((lead) => !stored.has(lead))).toEqual([])
          expect(stored.size).toBe(manifest.tables.consultation_requests)
        } finally {
          db.close()
        }
        for (const secret of ['jwt-secret', 'intake-key']) {
          expect(fs.readFileSync(path.join(restoredDir, secret))).toEqual(
            fs.readFileSync(path.join(dataDir, secret)),
          )
        }
        expect(
          fs.readFileSync(path.join(restoredDir, 'storage', 'uploads', 'consent.bin')),
        ).toEqual(upload)
        expect(fs.existsSync(path.join(restoredDir, 'storage', 'uploads', 'escape.txt'))).toBe(
          false,
        )

        // The restored site: same anon key, the old session still valid, and it takes leads.
        restored = await startServer(restoredDir)
        expect(restored.anonKey).toBe(server.anonKey)
        const user = await createTestClient(restored.url, restored.anonKey).auth.getUser(
          accessToken,
        )
        expect(user.error).toBeNull()
        expect(user.data.user?.email).toBe(email)
        // The questionnaire opens under the key given to the restore.
        const reread = await intakeApi(restored.url)
        expect(reread.status).toBe(200)
        expect(JSON.stringify(await reread.json())).toContain('1980-05-04')
        expect(
          await insertConsultationLead(
            restored,
            `after-restore-${randomUUID()}@example.com`,
            'Backup',
          ),
        ).toBe(201)
      } finally {
        await stopServer(server)
        if (restored) await stopServer(restored)
      }
    }, 180_000)

    it('restore refuses a DATA_DIR that holds a database or anything else, and a folder that is not a backup', async () => {
      const { backup, root } = await backupOfIdleStore()

      const withDatabase = path.join(root, 'data')
      const databaseBefore = fs.readFileSync(path.join(withDatabase, 'site.db'))
      const entriesBefore = fs.readdirSync(withDatabase).sort()
      const overDatabase = await runScript('restore', [backup], sqliteEnv(withDatabase))
      expect(overDatabase.code).toBe(1)
      expect(overDatabase.stderr).toContain('already holds a database')
      expect(fs.readFileSync(path.join(withDatabase, 'site.db'))).toEqual(databaseBefore)
      expect(fs.readdirSync(withDatabase).sort()).toEqual(entriesBefore)

      const withOther = path.join(root, 'other')
      fs.mkdirSync(withOther)
      fs.writeFileSync(path.join(withOther, 'notes.txt'), 'keep me')
      const overOther = await runScript('restore', [backup], sqliteEnv(withOther))
      expect(overOther.code).toBe(1)
      expect(overOther.stderr).toContain('is not empty (notes.txt)')
      expect(fs.readdirSync(withOther)).toEqual(['notes.txt'])

      const fresh = path.join(root, 'fresh')
      const notBackup = await runScript('restore', [withDatabase], sqliteEnv(fresh))
      expect(notBackup.code).toBe(1)
      expect(notBackup.stderr).toContain('is not a backup made by `npm run backup`')
      expect(fs.existsSync(fresh)).toBe(false)
    }, 120_000)

    it('a backup folder alone cannot open a questionnaire; restore refuses without the key or with another, and succeeds with it', async () => {
      const { backup, root, keyFile, intakeId } = await backupOfIdleStore()
      const key = Buffer.from(fs.readFileSync(keyFile, 'utf8'), 'hex')
      const sealed = sealedAnswers(path.join(backup, 'site.db'), intakeId)
      // The key is what opens it…
      expect(open(key, intakeId, 'answers', sealed)).toEqual(INTAKE_ANSWERS)
      // …and nothing in the backup is it or opens it: no key file, the key in no form in any
      // file, and no key-shaped text anywhere in it opens the questionnaire.
      const files = filesUnder(backup)
      expect(files).not.toContain('intake-key')
      const forms = [key, Buffer.from(key.toString('hex')), Buffer.from(key.toString('base64'))]
      const candidates: Buffer[] = []
      for (const inner of files) {
        const bytes = fs.readFileSync(path.join(backup, inner))
        for (const form of forms) expect([inner, bytes.includes(form)]).toEqual([inner, false])
        candidates.push(...keyCandidates(bytes))
      }
      // The jwt-secret file at least is key-shaped text: the check is not vacuous.
      expect(candidates.length).toBeGreaterThan(0)
      for (const candidate of candidates) {
        expect(() => open(candidate, intakeId, 'answers', sealed)).toThrow(SealedDataError)
      }

      // Without a key: refused, and nothing written.
      const target = path.join(root, 'target')
      const without = await runScript('restore', [backup], sqliteEnv(target))
      expect(without.code).toBe(1)
      expect(without.stderr).toContain(`sealed under key ${keyId(key)}`)
      expect(without.stderr).toContain('--intake-key FILE')
      expect(without.stderr).toContain('Nothing was restored')
      expect(fs.existsSync(target)).toBe(false)

      // Another key, as a file or in the environment: refused, nothing written.
      const otherFile = path.join(root, 'other-key')
      fs.writeFileSync(otherFile, randomBytes(32).toString('hex'))
      const wrongFile = await runScript(
        'restore',
        [backup, '--intake-key', otherFile],
        sqliteEnv(target),
      )
      expect(wrongFile.code).toBe(1)
      expect(wrongFile.stderr).toContain(`not the one the backup's health intake is sealed under`)
      expect(fs.existsSync(target)).toBe(false)
      const wrongEnv = await runScript(
        'restore',
        [backup],
        sqliteEnv(target, { INTAKE_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
      )
      expect(wrongEnv.code).toBe(1)
      expect(wrongEnv.stderr).toContain('Nothing was restored')
      expect(fs.existsSync(target)).toBe(false)

      // A manifest edited to name the other key does not help: the sealed data must open.
      const manifestFile = path.join(backup, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
      const otherKey = Buffer.from(fs.readFileSync(otherFile, 'utf8'), 'hex')
      fs.writeFileSync(
        manifestFile,
        JSON.stringify({ ...manifest, intake_key_id: keyId(otherKey) }),
      )
      const forged = await runScript(
        'restore',
        [backup, '--intake-key', otherFile],
        sqliteEnv(target),
      )
      expect(forged.code).toBe(1)
      expect(fs.existsSync(target)).toBe(false)
      fs.writeFileSync(manifestFile, JSON.stringify(manifest))

      // The right key as a file: restored, the key written into DATA_DIR (0600) and it opens.
      const right = await runScript('restore', [backup, '--intake-key', keyFile], sqliteEnv(target))
      expect(right.code, right.stderr).toBe(0)
      expect(fs.readFileSync(path.join(target, 'intake-key'), 'utf8')).toBe(key.toString('hex'))
      expect(fs.statSync(path.join(target, 'intake-key')).mode & 0o777).toBe(0o600)
      const restored = sealedAnswers(path.join(target, 'site.db'), intakeId)
      expect(open(key, intakeId, 'answers', restored)).toEqual(
        open(key, intakeId, 'answers', sealed),
      )

      // The right key in the environment: restored, no key file (the server reads the variable).
      const byEnv = path.join(root, 'by-env')
      const fromEnv = await runScript(
        'restore',
        [backup],
        sqliteEnv(byEnv, { INTAKE_ENCRYPTION_KEY: key.toString('base64') }),
      )
      expect(fromEnv.code, fromEnv.stderr).toBe(0)
      expect(fs.existsSync(path.join(byEnv, 'intake-key'))).toBe(false)
      expect(fromEnv.stdout).toContain('INTAKE_ENCRYPTION_KEY')
    }, 120_000)

    it('restore refuses a damaged backup, and one whose database fails integrity_check, leaving nothing behind', async () => {
      const { backup, root, keyFile } = await backupOfIdleStore()
      const manifestFile = path.join(backup, 'manifest.json')
      const databaseFile = path.join(backup, 'site.db')
      const pristine = fs.readFileSync(databaseFile)

      // A flipped byte in transit: the checksum stops it before anything is written.
      const flipped = Buffer.from(pristine)
      flipped[flipped.length - 1] = flipped[flipped.length - 1]! ^ 0xff
      fs.writeFileSync(databaseFile, flipped)
      const target = path.join(root, 'target')
      const damaged = await runScript('restore', [backup], sqliteEnv(target))
      expect(damaged.code).toBe(1)
      expect(damaged.stderr).toContain('does not match its checksum')
      expect(fs.existsSync(target)).toBe(false)

      // A database that was already corrupt when listed (the header's freelist count is
      // wrong; every table still reads): only PRAGMA integrity_check notices.
      const corrupt = Buffer.from(pristine)
      corrupt.writeUInt32BE(corrupt.readUInt32BE(36) + 3, 36)
      fs.writeFileSync(databaseFile, corrupt)
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        files: { path: string; bytes: number; sha256: string }[]
      }
      const entry = manifest.files.find((file) => file.path === 'site.db')!
      entry.sha256 = createHash('sha256').update(corrupt).digest('hex')
      fs.writeFileSync(manifestFile, JSON.stringify(manifest))
      const failing = await runScript(
        'restore',
        [backup, '--intake-key', keyFile],
        sqliteEnv(target),
      )
      expect(failing.code).toBe(1)
      expect(failing.stderr).toContain('integrity_check')
      expect(failing.stderr).toContain('Freelist')
      expect(fs.existsSync(target)).toBe(false)
    }, 120_000)
  })
}
