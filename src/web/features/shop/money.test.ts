import { savingsDollars } from './money'

test('the savings badge is the earlier price minus the price, rounded to whole dollars', () => {
  expect(savingsDollars(5999, 6999)).toBe(10)
  expect(savingsDollars(2499, 2999)).toBe(5)
  expect(savingsDollars(1000, 1350)).toBe(4)
  expect(savingsDollars(1000, 1349)).toBe(3)
})

test('there is no savings badge without a higher earlier price, or when it rounds to nothing', () => {
  expect(savingsDollars(2999)).toBeNull()
  expect(savingsDollars(2999, 2999)).toBeNull()
  expect(savingsDollars(2999, 1999)).toBeNull()
  expect(savingsDollars(1000, 1040)).toBeNull()
})
