// The site is written in US English (docs/product.md, Spelling): this guards every text a visitor,
// a patient or staff can read — the content, the components, the server's mails and messages —
// and the repository's own docs against British spellings creeping back in. The list is of
// spellings that are British only; forms US usage also accepts ("catalogue", "cancelled") are
// not on it. Test files are not scanned: their fixtures quote what people type.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** British spelling → the US one, as patterns over whole words. */
const BRITISH_SPELLINGS: readonly [RegExp, string][] = [
  [/\b[Pp]ersonalis(?:e|es|ed|ing|ation)\b/, 'personalize'],
  [/\b[Ll]icences?\b/, 'license'],
  [/\b[Pp]ractis(?:e|es|ed|ing)\b/, 'practice (the verb too)'],
  [/\b[Ff]ibres?\b/, 'fiber'],
  [/\b[Cc]olour/, 'color'],
  [/\b[Ff]avour/, 'favor'],
  [/\b[Ff]lavour/, 'flavor'],
  [/\b[Bb]ehaviour/, 'behavior'],
  [/\b[Hh]onour/, 'honor'],
  [/\b[Ll]abour/, 'labor'],
  [/\b[Nn]eighbour/, 'neighbor'],
  [/\b[Hh]umour/, 'humor'],
  [/\b[Oo]dour/, 'odor'],
  [/\b[Cc]entres?\b/, 'center'],
  [/\b(?:[Mm]et|[Ll]it)res?\b/, 'meter, liter'],
  [/\b(?:[Dd]ef|[Oo]ff)ence\b/, 'defense, offense'],
  [/\b[Pp]rogrammes?\b/, 'program'],
  [/\b[Ee]nrol(?:s|ment)?\b/, 'enroll, enrollment'],
  [/\b[Ff]ulfil(?:s|ment)?\b/, 'fulfill'],
  [/\b[Aa]geing\b/, 'aging'],
  [/\b[Gg]rey\b/, 'gray'],
  [/\b[Jj]ewellery\b/, 'jewelry'],
  [
    /\b(?:[Pp]aediatric|[Aa]naemi|[Oo]estrogen|[Hh]aemo|[Oo]edema|[Dd]iarrhoea)/,
    'the US medical spelling (pediatric, anemia, estrogen, hemo-, edema, diarrhea)',
  ],
  [/\b[Aa]nalys(?:e|es|ed|ing)\b/, 'analyze (the verb)'],
  [
    /\b(?:[Oo]rgani|[Rr]ecogni|[Rr]eali|[Oo]ptimi|[Mm]inimi|[Mm]aximi|[Pp]rioriti|[Ss]peciali|[Ss]tabili|[Nn]ormali|[Uu]tili|[Ee]mphasi|[Ss]ummari|[Cc]ustomi|[Ff]inali|[Cc]ritici|[Mm]obili|[Ee]nergi|[Ss]terili|[Mm]etaboli|[Ff]amiliari|[Vv]isuali|[Cc]haracteri|[Hh]ospitali|[Ii]mmuni|[Ss]tandardi|[Ss]ynchroni|[Aa]pologi|[Aa]uthori|[Cc]ategori|[Mm]oderni|[Rr]evitali|[Cc]apitali|[Cc]entrali|[Ll]ocali|[Mm]oisturi|[Ss]anitis)s(?:e|es|ed|ing|ation|ations|er|ers)\b/,
    '-ize, -ization',
  ],
  [/\b[Tt]ravell(?:ed|ing|er)\b/, 'traveled'],
  [/\b[Mm]odell(?:ed|ing)\b/, 'modeled'],
  [/\b(?:[Cc]heques?|[Tt]yres?|[Aa]luminium)\b/, 'check, tire, aluminum'],
  [/\b[Ss]ceptic/, 'skeptic'],
  [/\b(?:[Ww]hilst|[Aa]mongst)\b/, 'while, among'],
  [/\b[Ss]ulph/, 'sulf-'],
]

/** What people read: the browser's and server's source and the repository's documents. */
const SCANNED = ['src', 'docs', 'README.md', 'index.html']
/**
 * Fixtures of what people type, a list of passwords people really use, and shipped migrations
 * (never edited: their comments stay as written).
 */
const NOT_SCANNED = [
  /src\/server\/db\/migrations\/\d{4}-/,
  /\.test\.tsx?$/,
  /common-passwords\.txt$/,
  /\.(?:png|jpg|webp|mp4|webm|woff2|pdf|ico)$/,
]

function filesUnder(entry: string): string[] {
  const full = path.join(rootDir, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [full]
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => filesUnder(path.join(entry, child.name)))
}

/** Every British spelling in `text`, with its line number and the US form. */
function britishSpellings(text: string): { line: number; found: string; use: string }[] {
  const found: { line: number; found: string; use: string }[] = []
  text.split('\n').forEach((line, index) => {
    for (const [pattern, use] of BRITISH_SPELLINGS) {
      for (const match of line.matchAll(new RegExp(pattern.source, 'g'))) {
        found.push({ line: index + 1, found: match[0], use })
      }
    }
  })
  return found
}

describe('US English', () => {
  it('catches the British spellings the site used to have, and passes their US forms', () => {
    const british = [
      'Personalised',
      'licences',
      'practises',
      'fibre',
      'Colours',
      'flavours',
      'Standardised',
      'Enrolment',
      'Diarrhoea',
    ]
    for (const word of british) expect(britishSpellings(`It is ${word}.`), word).toHaveLength(1)
    const american =
      'Personalized plans. Active licenses. She practices medicine. Soluble fiber. Colors and flavors. Standardized extract. Enrollment. Diarrhea. Our catalogue. Exercise, advise, promise, surprise, expertise, emphasis. The center of it.'
    expect(britishSpellings(american)).toEqual([])
  })

  it('holds in every text the site shows and every document of the repository', () => {
    const files = SCANNED.flatMap(filesUnder).filter(
      (file) => !NOT_SCANNED.some((pattern) => pattern.test(file)),
    )
    expect(files.length).toBeGreaterThan(300)
    const hits = files.flatMap((file) =>
      britishSpellings(fs.readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(rootDir, file)}:${hit.line}: "${hit.found}" (use ${hit.use})`,
      ),
    )
    expect(hits).toEqual([])
  })
})
