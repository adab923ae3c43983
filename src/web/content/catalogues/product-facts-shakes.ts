// What the labels of the Protein Shakes catalogue (shakes.ts) print, by product id;
// product-facts.ts gathers the four catalogues' facts.

import type { ProductFacts } from './catalogue-types'

export const shakeFacts: Readonly<Record<string, ProductFacts>> = {
  'shake-1': {
    kind: 'supplement',
    servingSize: '1 Scoop (30 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '110' },
      { ingredient: 'Total Fat', amount: '0.5 g', dailyValue: '1%' },
      { ingredient: 'Total Carbohydrate', amount: '2 g', dailyValue: '1%' },
      { ingredient: 'Total Sugars', amount: 'Less than 1 g' },
      { ingredient: 'Protein', amount: '25 g', dailyValue: '50%' },
      { ingredient: 'Calcium', amount: '120 mg', dailyValue: '9%' },
      { ingredient: 'Sodium', amount: '50 mg', dailyValue: '2%' },
      { ingredient: 'Potassium', amount: '160 mg', dailyValue: '3%' },
    ],
    otherIngredients:
      'Whey protein isolate (milk), natural vanilla flavor, ground vanilla bean, sunflower lecithin, sea salt, stevia leaf extract.',
    contains: 'Milk',
  },
  'shake-2': {
    kind: 'supplement',
    servingSize: '1 Scoop (35 g)',
    servingsPerContainer: 20,
    rows: [
      { ingredient: 'Calories', amount: '130' },
      { ingredient: 'Total Fat', amount: '2.5 g', dailyValue: '3%' },
      { ingredient: 'Total Carbohydrate', amount: '6 g', dailyValue: '2%' },
      { ingredient: 'Dietary Fiber', amount: '3 g', dailyValue: '11%' },
      { ingredient: 'Total Sugars', amount: '1 g' },
      { ingredient: 'Protein', amount: '21 g', dailyValue: '38%' },
      { ingredient: 'Iron', amount: '6 mg', dailyValue: '33%' },
      { ingredient: 'Sodium', amount: '290 mg', dailyValue: '13%' },
    ],
    otherIngredients:
      'Pea protein, brown rice protein, cocoa powder (processed with alkali), natural flavors, guar gum, sea salt, monk fruit extract.',
  },
  'shake-3': {
    kind: 'supplement',
    servingSize: '2 Scoops (20 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '70' },
      { ingredient: 'Protein', amount: '18 g' },
      { ingredient: 'Sodium', amount: '45 mg', dailyValue: '2%' },
      {
        ingredient: 'Bovine Collagen Peptides (types I and III)',
        amount: '20 g',
        dailyValue: '†',
      },
    ],
  },
  'shake-4': {
    kind: 'supplement',
    servingSize: '1 Scoop (34 g)',
    servingsPerContainer: 25,
    rows: [
      { ingredient: 'Calories', amount: '120' },
      { ingredient: 'Total Fat', amount: '1 g', dailyValue: '1%' },
      { ingredient: 'Total Carbohydrate', amount: '4 g', dailyValue: '1%' },
      { ingredient: 'Dietary Fiber', amount: '1 g', dailyValue: '4%' },
      { ingredient: 'Total Sugars', amount: '1 g' },
      { ingredient: 'Protein', amount: '24 g', dailyValue: '48%' },
      { ingredient: 'Calcium', amount: '550 mg', dailyValue: '42%' },
      { ingredient: 'Sodium', amount: '170 mg', dailyValue: '7%' },
    ],
    otherIngredients:
      'Micellar casein (milk), cocoa powder (processed with alkali), natural flavors, xanthan gum, salt, stevia leaf extract.',
    contains: 'Milk',
  },
  'shake-5': {
    kind: 'supplement',
    servingSize: '1 Scoop (32 g)',
    servingsPerContainer: 20,
    rows: [
      { ingredient: 'Calories', amount: '130' },
      { ingredient: 'Total Fat', amount: '2 g', dailyValue: '3%' },
      { ingredient: 'Total Carbohydrate', amount: '8 g', dailyValue: '3%' },
      { ingredient: 'Dietary Fiber', amount: '5 g', dailyValue: '18%' },
      { ingredient: 'Total Sugars', amount: '2 g' },
      { ingredient: 'Protein', amount: '20 g', dailyValue: '36%' },
      { ingredient: 'Iron', amount: '5 mg', dailyValue: '28%' },
      {
        ingredient: 'Greens Blend (spinach, kale, spirulina, chlorella)',
        amount: '3 g',
        dailyValue: '†',
      },
      { ingredient: 'Berry Blend (blueberry, acai)', amount: '1 g', dailyValue: '†' },
    ],
    otherIngredients:
      'Pea protein, brown rice protein, inulin (chicory root), natural flavors, sea salt, monk fruit extract.',
  },
  'shake-6': {
    kind: 'supplement',
    servingSize: '1 Scoop (30 g)',
    servingsPerContainer: 20,
    rows: [
      { ingredient: 'Calories', amount: '110' },
      { ingredient: 'Total Fat', amount: '1.5 g', dailyValue: '2%' },
      { ingredient: 'Total Carbohydrate', amount: '4 g', dailyValue: '1%' },
      { ingredient: 'Total Sugars', amount: '2 g' },
      { ingredient: 'Protein', amount: '20 g', dailyValue: '40%' },
      { ingredient: 'Calcium', amount: '100 mg', dailyValue: '8%' },
      { ingredient: 'Sodium', amount: '90 mg', dailyValue: '4%' },
      { ingredient: 'Caffeine (from cold-brew coffee)', amount: '100 mg', dailyValue: '†' },
    ],
    otherIngredients:
      'Whey protein isolate (milk), whey protein concentrate (milk), instant cold-brew coffee, natural flavors, sunflower lecithin, stevia leaf extract.',
    contains: 'Milk',
  },
}
