// What the labels of the Supplements catalogue (supplements.ts) print, by product id;
// product-facts.ts gathers the four catalogues' facts.

import type { ProductFacts } from './catalogue-types'

export const supplementFacts: Readonly<Record<string, ProductFacts>> = {
  '1': {
    kind: 'supplement',
    servingSize: '4 Capsules',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Thiamin (as thiamin HCl)', amount: '1.2 mg', dailyValue: '100%' },
      { ingredient: 'Riboflavin', amount: '1.3 mg', dailyValue: '100%' },
      { ingredient: 'Niacin (as niacinamide)', amount: '16 mg NE', dailyValue: '100%' },
      {
        ingredient: "Vitamin B6 (as pyridoxal 5'-phosphate)",
        amount: '2 mg',
        dailyValue: '118%',
      },
      { ingredient: 'Vitamin B12 (as methylcobalamin)', amount: '12 mcg', dailyValue: '500%' },
      {
        ingredient: 'Pantothenic Acid (as calcium D-pantothenate)',
        amount: '10 mg',
        dailyValue: '200%',
      },
      {
        ingredient: 'Chromium (as chromium picolinate)',
        amount: '200 mcg',
        dailyValue: '571%',
      },
      {
        ingredient: 'Green Tea Leaf Extract (Camellia sinensis) (standardized to 50% EGCG)',
        amount: '500 mg',
        dailyValue: '†',
      },
      {
        ingredient: 'Caffeine (naturally occurring, from green tea extract)',
        amount: '50 mg',
        dailyValue: '†',
      },
    ],
    otherIngredients: 'Hypromellose (vegetable capsule), rice flour, magnesium stearate.',
  },
  '2': {
    kind: 'supplement',
    servingSize: '2 Tablets',
    servingsPerContainer: 30,
    rows: [
      {
        ingredient: 'Vitamin A (as beta-carotene and retinyl acetate)',
        amount: '900 mcg RAE',
        dailyValue: '100%',
      },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '90 mg', dailyValue: '100%' },
      {
        ingredient: 'Vitamin D3 (as cholecalciferol)',
        amount: '25 mcg (1,000 IU)',
        dailyValue: '125%',
      },
      {
        ingredient: 'Vitamin E (as d-alpha tocopheryl succinate)',
        amount: '15 mg',
        dailyValue: '100%',
      },
      { ingredient: 'Vitamin K (as phytonadione)', amount: '80 mcg', dailyValue: '67%' },
      { ingredient: 'Thiamin (as thiamin mononitrate)', amount: '1.2 mg', dailyValue: '100%' },
      { ingredient: 'Riboflavin', amount: '1.3 mg', dailyValue: '100%' },
      { ingredient: 'Niacin (as niacinamide)', amount: '16 mg NE', dailyValue: '100%' },
      { ingredient: 'Vitamin B6 (as pyridoxine HCl)', amount: '1.7 mg', dailyValue: '100%' },
      {
        ingredient: 'Folate (as L-methylfolate calcium, 400 mcg)',
        amount: '680 mcg DFE',
        dailyValue: '170%',
      },
      { ingredient: 'Vitamin B12 (as methylcobalamin)', amount: '6 mcg', dailyValue: '250%' },
      { ingredient: 'Biotin', amount: '30 mcg', dailyValue: '100%' },
      {
        ingredient: 'Pantothenic Acid (as calcium D-pantothenate)',
        amount: '5 mg',
        dailyValue: '100%',
      },
      { ingredient: 'Calcium (as calcium carbonate)', amount: '200 mg', dailyValue: '15%' },
      { ingredient: 'Iodine (as potassium iodide)', amount: '150 mcg', dailyValue: '100%' },
      { ingredient: 'Magnesium (as magnesium oxide)', amount: '100 mg', dailyValue: '24%' },
      { ingredient: 'Zinc (as zinc citrate)', amount: '11 mg', dailyValue: '100%' },
      { ingredient: 'Selenium (as L-selenomethionine)', amount: '55 mcg', dailyValue: '100%' },
      { ingredient: 'Copper (as copper gluconate)', amount: '0.9 mg', dailyValue: '100%' },
      {
        ingredient: 'Manganese (as manganese gluconate)',
        amount: '2.3 mg',
        dailyValue: '100%',
      },
      { ingredient: 'Chromium (as chromium picolinate)', amount: '35 mcg', dailyValue: '100%' },
      { ingredient: 'Molybdenum (as sodium molybdate)', amount: '45 mcg', dailyValue: '100%' },
      { ingredient: 'Potassium (as potassium chloride)', amount: '80 mg', dailyValue: '2%' },
    ],
    otherIngredients:
      'Microcrystalline cellulose, croscarmellose sodium, vegetable stearic acid, silicon dioxide, vegetable magnesium stearate, vegetarian coating (hypromellose, glycerin).',
  },
  '3': {
    kind: 'supplement',
    servingSize: '1 Softgel',
    servingsPerContainer: 90,
    rows: [
      {
        ingredient: 'Vitamin D3 (as cholecalciferol)',
        amount: '125 mcg (5,000 IU)',
        dailyValue: '625%',
      },
      { ingredient: 'Vitamin K2 (as menaquinone-7)', amount: '100 mcg', dailyValue: '83%' },
    ],
    otherIngredients: 'Extra virgin olive oil, softgel (bovine gelatin, glycerin, purified water).',
  },
  '4': {
    kind: 'supplement',
    servingSize: '1 Capsule',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Probiotic Blend', amount: '50 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus acidophilus', amount: '10 billion CFU', dailyValue: '†' },
      { ingredient: 'Bifidobacterium lactis', amount: '10 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus plantarum', amount: '6 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus rhamnosus', amount: '6 billion CFU', dailyValue: '†' },
      { ingredient: 'Bifidobacterium longum', amount: '4 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus paracasei', amount: '4 billion CFU', dailyValue: '†' },
      { ingredient: 'Bifidobacterium breve', amount: '3 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus casei', amount: '3 billion CFU', dailyValue: '†' },
      { ingredient: 'Lactobacillus salivarius', amount: '2 billion CFU', dailyValue: '†' },
      { ingredient: 'Bifidobacterium bifidum', amount: '2 billion CFU', dailyValue: '†' },
    ],
    otherIngredients:
      'Hypromellose (delayed-release vegetable capsule), microcrystalline cellulose, magnesium stearate.',
  },
  '5': {
    kind: 'supplement',
    servingSize: '2 Softgels',
    servingsPerContainer: 45,
    rows: [
      { ingredient: 'Calories', amount: '20' },
      { ingredient: 'Total Fat', amount: '2 g', dailyValue: '3%' },
      {
        ingredient: 'Fish Oil Concentrate (anchovy, sardine)',
        amount: '2,000 mg',
        dailyValue: '†',
      },
      { ingredient: 'Total Omega-3 Fatty Acids', amount: '1,300 mg', dailyValue: '†' },
      { ingredient: 'EPA (eicosapentaenoic acid)', amount: '720 mg', dailyValue: '†' },
      { ingredient: 'DHA (docosahexaenoic acid)', amount: '480 mg', dailyValue: '†' },
    ],
    otherIngredients:
      'Softgel (bovine gelatin, glycerin, purified water), natural lemon oil, mixed tocopherols (preservative).',
    contains: 'Fish (anchovy, sardine)',
  },
  '6': {
    kind: 'supplement',
    servingSize: '1 Softgel',
    servingsPerContainer: 60,
    rows: [{ ingredient: 'Ubiquinol (reduced coenzyme Q10)', amount: '200 mg', dailyValue: '†' }],
    otherIngredients:
      'Medium-chain triglycerides, softgel (bovine gelatin, glycerin, purified water), beeswax, sunflower lecithin, annatto (color).',
  },
}
