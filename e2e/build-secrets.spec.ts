import fs from 'node:fs'
import path from 'node:path'

import { e2eClientDir, e2eJwtSecret, e2eStaff } from './support/env'
import { expect, test } from './support/fixtures'

// Nothing secret may reach the browser: scan every file of the build the servers serve.

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test('no built file contains the staff password, a JWT secret or a credential', async ({
  request,
}) => {
  // The servers are up (the config waited for them), so their generated secrets exist.
  expect((await request.get('/config.json')).status()).toBe(200)
  const secrets = [e2eStaff.password, e2eJwtSecret('staff'), e2eJwtSecret('public')]
  for (const secret of secrets) expect(secret.length).toBeGreaterThanOrEqual(20)
  const credentialPatterns = [
    /postgres(ql)?:\/\/[^\s"'`]*:[^\s"'`]*@/i,
    /smtps?:\/\/[^\s"'`]*:[^\s"'`]*@/i,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\bSTAFF_PASSWORD\b|\bJWT_SECRET\b/,
  ]

  const files = builtFiles(e2eClientDir)
  expect(files.length).toBeGreaterThan(5)
  for (const file of files) {
    // Compressed copies hold the same text as their originals, which are scanned.
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    const text = fs.readFileSync(file, 'latin1')
    for (const secret of secrets) expect(text.includes(secret), file).toBe(false)
    for (const pattern of credentialPatterns) expect(text, file).not.toMatch(pattern)
  }
})
