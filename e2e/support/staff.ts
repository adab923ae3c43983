import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { e2eClientDir, e2eDataDir, e2eServerDir, e2eStaff, e2eStoreEnv, type Site } from './env'
import { expect, open } from './fixtures'

/** Sign in through the gate screen, as a member of staff would. */
export async function signInThroughGate(page: Page, startAt = '/') {
  await open(page, startAt)
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible()
}

/** On the open gate form: the staff address with a wrong password is refused, and says so. */
export async function submitWrongGatePassword(page: Page) {
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Access Denied', { exact: true }).first()).toBeVisible()
  await expect(
    page
      .getByText('Invalid credentials. Please contact your administrator.', { exact: true })
      .first(),
  ).toBeVisible()
}

async function anonKey(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string }
  return config.supabaseAnonKey
}

/** A signed-in API session's headers: the e2e staff account, or any other account given. */
export async function apiSession(
  request: APIRequestContext,
  credentials: { email: string; password: string } = e2eStaff,
) {
  const apikey = await anonKey(request)
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: credentials,
  })
  expect(signIn.status()).toBe(200)
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  return { apikey, authorization: `Bearer ${token}` }
}

/** A staff sign-in over the API: the request context keeps the gate cookie. */
export async function signInStaffRequest(request: APIRequestContext) {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await anonKey(request) },
    data: e2eStaff,
  })
  expect(response.status()).toBe(200)
}

/** Runs `npm run staff` against one e2e server's store; returns what it printed. */
function staffCli(site: Site, args: string[]): string {
  return execFileSync(process.execPath, [path.join(e2eServerDir, 'staff-cli.js'), ...args], {
    env: { ...process.env, ...e2eStoreEnv(site), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
}

/**
 * `npm run staff -- add EMAIL [--role …]` as an operator runs it; returns the generated password,
 * read from the 0600 file the command writes when its output is not a terminal.
 */
export function addStaffAccount(
  site: Site,
  email: string,
  role: 'staff' | 'physician' = 'staff',
): string {
  const file = /written to (\S+)/.exec(staffCli(site, ['add', email, '--role', role]))?.[1]
  if (!file) throw new Error('npm run staff -- add wrote no password file')
  const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1]
  fs.rmSync(file)
  if (!password) throw new Error('no password in the staff password file')
  return password
}

/**
 * A real account that is not staff. Sign-up is closed while the site is staff-only, so it is
 * made the way such an account exists then: a former staff member (`npm run staff -- add`,
 * then `remove`).
 */
export function createNonStaffAccount(email: string): string {
  const password = addStaffAccount('staff', email)
  staffCli('staff', ['remove', email])
  return password
}

/** The hashed file of a built route module, from Vite's manifest. */
export function builtRouteChunk(route: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(e2eClientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const chunk = manifest[`src/web/app/routes/${route}.tsx`]
  if (!chunk) throw new Error(`no built chunk for route ${route}`)
  return `/${chunk.file}`
}

/** The newest e-mail the server wrote to its outbox for `to`, as raw text. */
export function lastMailTo(site: Site, to: string): string {
  const outbox = path.join(e2eDataDir(site), 'outbox')
  const messages = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
  const last = messages.at(-1)
  if (!last) throw new Error(`no mail to ${to}`)
  return last
}

export function firstLink(raw: string): string {
  const link = /https?:\/\/[^\s"<>]+/.exec(raw)?.[0]
  if (!link) throw new Error('no link in the message')
  return link
}

/**
 * A sentence of the home page's marketing copy, read from its content module as text
 * (importing it would pull web-only assets into the test runner).
 */
export function homeMarketingSentence(): string {
  const source = fs.readFileSync(path.resolve('src/web/content/home.ts'), 'utf8')
  const sentence = [...source.matchAll(/(['"`])([^'"`\n]{60,})\1/g)].map((match) => match[2])[0]
  if (!sentence) throw new Error('no marketing sentence found in src/web/content/home.ts')
  return sentence
}

/**
 * The leads on the dashboard's current page, named by their caption: the table's rows on a wide
 * screen, the cards of the list that replaces it on a phone (src/web/features/workspace/leads/leads-table.tsx).
 */
export function leadEntries(page: Page, caption: RegExp): Locator {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .or(page.getByRole('list', { name: caption }).getByRole('listitem'))
}
