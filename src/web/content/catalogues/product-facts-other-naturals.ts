// What the labels of the Botanicals catalogue (other-naturals.ts) print, by product id;
// product-facts.ts gathers the four catalogues' facts.

import type { ProductFacts } from './catalogue-types'

export const otherNaturalFacts: Readonly<Record<string, ProductFacts>> = {
  'natural-1': {
    kind: 'supplement',
    servingSize: '2 Capsules',
    servingsPerContainer: 30,
    rows: [
      {
        ingredient:
          'Ashwagandha Root Extract (Withania somnifera) (KSM-66, standardized to 5% withanolides)',
        amount: '600 mg',
        dailyValue: '†',
      },
    ],
    otherIngredients: 'Hypromellose (vegan capsule), rice flour.',
  },
  'natural-2': {
    kind: 'supplement',
    servingSize: '2 Capsules',
    servingsPerContainer: 30,
    rows: [
      {
        ingredient: "Lion's Mane Mushroom Fruiting Body Extract (Hericium erinaceus)",
        amount: '1,000 mg',
        dailyValue: '†',
      },
      { ingredient: 'L-Theanine', amount: '200 mg', dailyValue: '†' },
    ],
    otherIngredients: 'Hypromellose (vegan capsule), rice flour.',
  },
  'natural-3': {
    kind: 'supplement',
    servingSize: '2 Capsules',
    servingsPerContainer: 45,
    rows: [
      {
        ingredient: 'Turmeric Root Extract (Curcuma longa) (standardized to 95% curcuminoids)',
        amount: '1,000 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Black Pepper Fruit Extract (Piper nigrum) (standardized to 95% piperine)',
        amount: '10 mg',
        dailyValue: '†',
      },
    ],
    otherIngredients: 'Hypromellose (vegan capsule), rice flour, magnesium stearate.',
  },
  'natural-4': {
    kind: 'supplement',
    servingSize: '2 ml (1 dropper)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '10' },
      { ingredient: 'Total Carbohydrate', amount: '2 g', dailyValue: '1%' },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '60 mg', dailyValue: '67%' },
      { ingredient: 'Zinc (as zinc gluconate)', amount: '5 mg', dailyValue: '45%' },
      {
        ingredient: 'Black Elderberry Fruit Extract (Sambucus nigra)',
        amount: '400 mg',
        dailyValue: '†',
      },
    ],
    otherIngredients:
      'Vegetable glycerin, purified water, citric acid, potassium sorbate (preservative).',
  },
  'natural-5': {
    kind: 'supplement',
    servingSize: '2 Capsules',
    servingsPerContainer: 30,
    rows: [
      {
        ingredient: 'Milk Thistle Seed Extract (Silybum marianum) (standardized to 80% silymarin)',
        amount: '300 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Artichoke Leaf Extract (Cynara scolymus)',
        amount: '200 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Dandelion Root (Taraxacum officinale)',
        amount: '150 mg',
        dailyValue: '†',
      },
    ],
    otherIngredients: 'Hypromellose (vegan capsule), rice flour.',
  },
  'natural-6': {
    kind: 'supplement',
    servingSize: '1 Tea Bag (2 g)',
    servingsPerContainer: 20,
    rows: [
      {
        ingredient: 'Organic Ginger Root (Zingiber officinale)',
        amount: '1,000 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Organic Peppermint Leaf (Mentha piperita)',
        amount: '600 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Organic Fennel Seed (Foeniculum vulgare)',
        amount: '400 mg',
        dailyValue: '†',
      },
    ],
  },
}
