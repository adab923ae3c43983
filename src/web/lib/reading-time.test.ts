import { countWords, readingMinutes } from './reading-time'

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

test('words are counted across any whitespace', () => {
  expect(countWords('')).toBe(0)
  expect(countWords('   \n\t ')).toBe(0)
  expect(countWords('one')).toBe(1)
  expect(countWords('  one two\nthree\tfour  ')).toBe(4)
})

test('punctuation on its own is no word, and does not split one', () => {
  expect(countWords('Eat well — and sleep.')).toBe(4)
  expect(countWords('Founder & Medical Director')).toBe(3)
  expect(countWords('17 % · 2025 ... !!! “quoted”')).toBe(3)
  expect(countWords("don’t can't GLP-1 3.5 mg e.g. well-being")).toBe(7)
  expect(countWords('(fiber, protein; water)')).toBe(3)
})

test('markup is not read: tags and entities are no words', () => {
  expect(countWords('<p>Protein <strong>first</strong>,</p><ul><li>then fiber</li></ul>')).toBe(4)
  expect(countWords('<a href="https://example.com/some-long-path">here</a>')).toBe(1)
  expect(countWords('salt&nbsp;and&amp;pepper')).toBe(3)
  expect(countWords('<br/><hr>')).toBe(0)
})

test('minutes are words over 200, rounded up', () => {
  expect(readingMinutes(words(1))).toBe(1)
  expect(readingMinutes(words(200))).toBe(1)
  expect(readingMinutes(words(201))).toBe(2)
  expect(readingMinutes(words(400))).toBe(2)
  expect(readingMinutes(words(401))).toBe(3)
  expect(readingMinutes(words(1000))).toBe(5)
})

test('a text with no words still reads in one minute, not zero', () => {
  expect(readingMinutes('')).toBe(1)
  expect(readingMinutes('— · —')).toBe(1)
})

test('punctuation does not push a text into the next minute', () => {
  expect(readingMinutes(`${words(200)} — — — & & &`)).toBe(1)
  expect(readingMinutes(`<p>${words(200)}</p><p></p>`)).toBe(1)
})
