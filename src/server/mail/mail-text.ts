import { LINE_CONTROLS } from '../../shared/single-line'

// The words of a mail that come from a visitor (docs/architecture.md, Privacy). A mail names its
// recipient in one place only: the fixed greeting, built from the first name. The forms already
// refuse a name that is not one line of letters (src/shared/single-line.ts); this is the second
// wall, for a row that got in another way (an older row, a bug): nothing a visitor typed can
// start a line of the clinic's mail.

/** The longest name the greeting repeats: a first name, not a paragraph. */
const GREETING_NAME_MAX = 40

/** The leading run of name characters: "Vera" from "Vera,\n\nURGENT: …". */
const LEADING_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*/u

/** `Hello Vera,` — or `Hello,` when the first name holds no name to repeat. */
export function greeting(firstName: string): string {
  // Only spaces are trimmed: a name that starts with a line break has no name to repeat.
  const run = LEADING_NAME.exec(firstName.replace(/^ +/, ''))?.[0] ?? ''
  const name = run.slice(0, GREETING_NAME_MAX).trim()
  return name ? `Hello ${name},` : 'Hello,'
}

/** Free text on one line of a mail (an address): every control character becomes a space. */
export function oneLine(text: string): string {
  return text.replace(new RegExp(LINE_CONTROLS.source, 'gu'), ' ')
}
