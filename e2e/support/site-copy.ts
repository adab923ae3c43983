import fs from 'node:fs'
import path from 'node:path'

import { paths } from '../../src/web/config/paths'
import { mainNavigation } from '../../src/web/content/navigation'
import { site } from '../../src/web/content/site'
import { staffGateCopy } from '../../src/web/content/staff-gate'

// What the staff gate must never hand a signed-out visitor
// (docs/decisions/007-staff-gate-code-split.md, "Server-enforced gate"): the site's copy and its
// route names. Read from the modules the site itself uses, so the list follows the copy.

const CONTENT_DIR = path.resolve('src/web/content')

/**
 * Content modules whose words a signed-out visitor may see: the gate's own (docs/product.md, Access
 * and the gate) with its second sign-in step and the idle-session warning (both in chunks the
 * gate loads), and the error screen the shell shows when the gate itself fails to load.
 */
const SHELL_CONTENT = new Set([
  'staff-gate.ts',
  'staff-second-factor.ts',
  'staff-idle.ts',
  'error-screen.ts',
])

/** Every string in a copy object, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'object' && value) return Object.values(value).flatMap(stringsOf)
  return []
}

/**
 * The words the gate shows (docs/product.md, Access and the gate); they are the gate, not the site
 * behind it.
 */
// Longest first, so a text is removed before any shorter text inside it.
export const gateTexts = stringsOf(staffGateCopy).sort((a, b) => b.length - a.length)

/**
 * Site-wide copy: the contact details, hours and tagline (site.ts), and the programs' names in
 * the menus. The Resources menu is left out: its words (Resources, Journal, Articles,
 * Downloads) are common enough for libraries to use; its routes are looked for as paths.
 */
function siteWords(): string[] {
  const menuLabels = mainNavigation
    .filter((menu) => menu.id !== 'resources')
    .flatMap((menu) => [menu.label, ...menu.items.map((item) => item.label)])
  return [
    site.phone.display,
    site.phone.tel,
    site.email,
    ...site.hours,
    site.tagline,
    ...menuLabels,
  ]
}

/**
 * Every sentence-long string literal of the marketing content modules (read as text: some of
 * them import images, which the test runner cannot load), e.g. the home page's title and
 * description that the shell's <head> used to carry.
 */
function contentSentences(minLength = 40): string[] {
  const files = fs
    .readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !SHELL_CONTENT.has(path.basename(file)))
  const sentences = new Set<string>()
  for (const file of files) {
    const source = fs
      .readFileSync(path.join(CONTENT_DIR, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const match of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
      const text = match[2]!.replace(/\\(['"`\\])/g, '$1')
      if (text.length >= minLength && !text.includes('${') && !text.includes('\\')) {
        sentences.add(text)
      }
    }
  }
  return [...sentences]
}

export type Needle = { label: string; test: (text: string) => boolean }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * A route's path as a whole path ("/weight-loss", "/admin"), not the first segment of a longer
 * one: the gate's auth client itself calls /auth/v1/… (and supabase-js has /admin/… calls).
 * Hyphenated route names are also looked for bare ("dr-mason"), as a chunk's file name.
 */
function routeNeedles(): Needle[] {
  const routePaths = new Set<string>()
  for (const value of Object.values(paths)) {
    if (typeof value === 'string') routePaths.add(value)
    else if ('pattern' in value) routePaths.add(value.pattern)
  }
  routePaths.delete(paths.home)
  const needles: Needle[] = []
  for (const routePath of routePaths) {
    const whole = new RegExp(`(?<![\\w.-])${escapeRegExp(routePath)}(?![\\w/-])`)
    needles.push({ label: routePath, test: (text) => whole.test(text) })
    const name = routePath.slice(1)
    if (name.includes('-') && !name.includes('/')) {
      needles.push({ label: name, test: (text) => text.includes(name) })
    }
  }
  return needles
}

/** Everything the gate must not reveal, each as a test on a body's text. */
export function marketingNeedles(): Needle[] {
  const words = new Set([...siteWords(), ...contentSentences()])
  const textNeedles = [...words].map<Needle>((word) => ({
    label: word,
    test: (text) => text.includes(word) || text.includes(escapeHtml(word)),
  }))
  return [...textNeedles, ...routeNeedles()]
}

/** The body without the gate's own texts (which the spec has it show). */
export function withoutGateTexts(text: string): string {
  let rest = text
  for (const gateText of gateTexts) {
    rest = rest.split(gateText).join('').split(escapeHtml(gateText)).join('')
  }
  return rest
}

/** The labels of the needles found in `text`. */
export function marketingFoundIn(text: string, needles: Needle[]): string[] {
  const rest = withoutGateTexts(text)
  return needles.filter((needle) => needle.test(rest)).map((needle) => needle.label)
}
