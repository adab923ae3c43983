/** The reading speed behind "N min read": about 200 words a minute, a common adult average. */
export const WORDS_PER_MINUTE = 200

/**
 * A word is a run of letters or digits, kept whole across an inner apostrophe, hyphen or point
 * ("don’t", "GLP-1", "3.5"); punctuation on its own (a dash, an ampersand, a percent sign) is no
 * word.
 */
const WORD = /[\p{L}\p{N}]+(?:['’.\-‐‑][\p{L}\p{N}]+)*/gu

/** Words in `text`, as a reader counts them: tags and punctuation are not words. */
export function countWords(text: string): number {
  const withoutMarkup = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ')
  return withoutMarkup.match(WORD)?.length ?? 0
}

/** Whole minutes to read `text`, rounded up, and never less than one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE))
}
