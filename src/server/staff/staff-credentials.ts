import fs from 'node:fs'
import path from 'node:path'

import { ConfigError } from '../env'

// How a generated staff sign-in reaches the operator (staff.ts): once on a terminal, else in a
// new 0600 file, because a stdout that is not a terminal usually feeds a log collector.

/** Where a line for the operator goes: console.log in the staff command and at start-up. */
export type Print = (line: string) => void

export function printCredentials(print: Print, email: string, password: string) {
  print(
    [
      '',
      '  Staff sign-in (shown once and never stored; keep it somewhere safe):',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '',
    ].join('\n'),
  )
}

/**
 * Hand a generated sign-in to the operator running `npm run staff`: printed on a terminal;
 * otherwise (piped, or run by a job whose output is collected) written to a new 0600 file
 * in `dataDir`, and only its path printed. Returns that path, if any.
 */
export function handOverCredentials(
  { print, isTTY, dataDir }: { print: Print; isTTY: boolean; dataDir: string },
  email: string,
  password: string,
): string | undefined {
  if (isTTY) {
    printCredentials(print, email, password)
    return undefined
  }
  const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-')
  const file = path.join(dataDir, `staff-password-${stamp}`)
  writeCredentialsFile(file, email, password)
  print(
    `\n  The staff sign-in for ${email} was written to ${file}\n` +
      '  (not printed: this is not a terminal). Hand it over, then delete the file.\n',
  )
  return file
}

/**
 * Write a sign-in to a new file only its owner can read. Created exclusively ('wx'): never
 * overwrites, and never follows a link someone placed at that path.
 */
export function writeCredentialsFile(
  file: string,
  email: string,
  password: string,
  messages: { exists?: string } = {},
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const text = [
    `Renew Medical staff sign-in, generated ${new Date().toISOString()}`,
    '',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    '',
    'Sign in with it, then delete this file: it is the only copy of the password',
    '(the database keeps only a hash).',
    '',
  ].join('\n')
  try {
    fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ConfigError(messages.exists ?? `${file} already exists; not overwriting it.`)
    }
    throw error
  }
}
