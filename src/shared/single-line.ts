// One-line text fields (docs/architecture.md, Privacy): names, street lines, cities and the like
// end up in the clinic's own mails and screens. A line break in one would let a visitor write
// lines of that mail ("Vera,\n\nURGENT: your visit was moved…"), so every one-line field refuses
// control characters, in the browser and on the server alike (the same schemas).
import * as z from 'zod/mini'

/**
 * Characters that break or bend a line: the C0 controls (CR, LF, tab…), DEL, the C1 controls
 * (NEL among them) and U+2028/U+2029, the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex
export const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u

export function isSingleLine(value: string): boolean {
  return !LINE_CONTROLS.test(value)
}

/** A check for a string field: `message` when it holds a control character. */
export const singleLine = (message: string) =>
  z.refine<string>((value) => isSingleLine(value), message)

/**
 * A person's name: letters of any script (with their accents), and spaces, hyphens, apostrophes
 * and periods between them ("Mary-Jane", "O'Neil", "J. Robert", "Nguyễn"). No digits, colons,
 * slashes or line breaks: a name is not a place for a sentence or a link.
 */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u

/** The message where a name holds anything else (the lead, booking, order and sign-up forms). */
export const NAME_CHARACTERS_MESSAGE = 'Please use letters, spaces, hyphens or apostrophes only'

/** A check for a name field; an empty one is left to the field's own "required" message. */
export const personName = (message: string = NAME_CHARACTERS_MESSAGE) =>
  z.refine<string>((value) => value === '' || PERSON_NAME.test(value), message)
