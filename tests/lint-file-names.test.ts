// Guards the file-name rule in eslint.config.js: a file whose name is not kebab-case is
// reported, with the real configuration, and the names the repository uses pass.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { FILE_NAME } from '../eslint.config.js'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('file names', () => {
  it('accepts kebab-case names with dotted kinds, and nothing else', () => {
    for (const name of ['lead-tables', 'auth.routes', 'cart.test', 'eslint.config.d', 'v2-api']) {
      expect(FILE_NAME.test(name), name).toBe(true)
    }
    for (const name of ['LeadTables', 'lead_tables', 'leadTables', 'lead--tables', '-lead', 'a.']) {
      expect(FILE_NAME.test(name), name).toBe(false)
    }
  })

  it('is reported by lint with the repository configuration', async () => {
    const eslint = new ESLint({ cwd: rootDir })
    const lint = async (file: string) => {
      const [result] = await eslint.lintText('export const answer = 42\n', {
        filePath: path.join(rootDir, 'scripts', file),
      })
      return result!.messages.filter((message) => message.ruleId === 'file-name/kebab-case')
    }
    const reported = await lint('MakeMedia.mjs')
    expect(reported).toHaveLength(1)
    expect(reported[0]!.message).toContain('"MakeMedia.mjs" is not kebab-case')
    expect(await lint('make-media.mjs')).toEqual([])
  })
})
