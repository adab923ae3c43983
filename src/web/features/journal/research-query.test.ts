import fc from 'fast-check'

import {
  defaultResearchState,
  parseResearchState,
  type ResearchListing,
  type ResearchState,
  researchSorts,
  researchStateToParams,
  selectResearch,
} from './research-query'

const categories = ['Weight Management', 'Endocrinology', "Men's Health"] as const

function paper(
  id: string,
  fields: Partial<ResearchListing> & Pick<ResearchListing, 'title' | 'published' | 'citations'>,
): ResearchListing {
  return {
    id,
    authors: 'Author A, Author B',
    journal: 'Journal of Tests',
    abstract: 'A summary.',
    category: 'Weight Management',
    ...fields,
  }
}

const papers = [
  paper('b', { title: 'Beta trial', published: '2021-03-18', citations: 500 }),
  paper('a', {
    title: 'alpha study',
    published: '2002-02-07',
    citations: 9000,
    category: 'Endocrinology',
  }),
  paper('d', {
    title: 'Delta guideline',
    published: '2023-12-14',
    citations: 1200,
    category: "Men's Health",
    authors: 'Bhasin S, Snyder PJ',
  }),
  paper('c', {
    title: 'Gamma cohort',
    published: '2023-07-13',
    citations: 1200,
    abstract: 'Semaglutide lowered cardiovascular events.',
  }),
]

const order = (state: Partial<ResearchState>) =>
  selectResearch(papers, { ...defaultResearchState, ...state }).map((entry) => entry.id)

test('each sort order puts the papers in its order', () => {
  expect(order({ sort: 'recent' })).toEqual(['d', 'c', 'b', 'a'])
  expect(order({ sort: 'oldest' })).toEqual(['a', 'b', 'c', 'd'])
  // Equal counts fall back to the title.
  expect(order({ sort: 'cited' })).toEqual(['a', 'd', 'c', 'b'])
  // Case does not decide the alphabet.
  expect(order({ sort: 'alphabetical' })).toEqual(['a', 'b', 'd', 'c'])
})

test('a category keeps its papers only, still sorted', () => {
  expect(order({ category: 'Weight Management', sort: 'oldest' })).toEqual(['b', 'c'])
  expect(order({ category: 'Endocrinology' })).toEqual(['a'])
})

test('search covers titles, authors and abstracts, ignoring case', () => {
  expect(order({ query: 'ALPHA' })).toEqual(['a'])
  expect(order({ query: 'snyder' })).toEqual(['d'])
  expect(order({ query: 'semaglutide cardiovascular' })).toEqual(['c'])
  expect(order({ query: 'nothing like this' })).toEqual([])
})

test('search, category and sort combine', () => {
  expect(
    order({ query: 'journal of tests', category: 'Weight Management', sort: 'alphabetical' }),
  ).toEqual(['b', 'c'])
})

test('the state is read from the URL, with unknown values falling back to the defaults', () => {
  expect(
    parseResearchState(new URLSearchParams('q=testosterone&category=mens-health&sort=cited'), [
      ...categories,
    ]),
  ).toEqual({ query: 'testosterone', category: "Men's Health", sort: 'cited' })
  expect(
    parseResearchState(new URLSearchParams('category=nope&sort=random'), [...categories]),
  ).toEqual(defaultResearchState)
})

test('defaults stay out of the URL', () => {
  expect(researchStateToParams(defaultResearchState).toString()).toBe('')
  expect(
    researchStateToParams({ query: 'a b', category: 'Endocrinology', sort: 'oldest' }).toString(),
  ).toBe('q=a+b&category=endocrinology&sort=oldest')
})

test('any state survives a round trip through the URL', () => {
  const state = fc.record<ResearchState>({
    query: fc.string({ maxLength: 20 }).map((text) => text.trim().replace(/\s+/g, ' ')),
    category: fc.constantFrom(null, ...categories),
    sort: fc.constantFrom(...researchSorts),
  })
  fc.assert(
    fc.property(state, (original) => {
      const params = new URLSearchParams(researchStateToParams(original).toString())
      expect(parseResearchState(params, [...categories])).toEqual(original)
    }),
  )
})
