// What each product's label prints, for the product page's facts panel (docs/product.md, Shop):
// the FDA's Supplement Facts for what is swallowed, the ingredients for what goes on skin. Apart
// from the catalogues because only a product page shows them, and every shop page loads the
// catalogues (the cart resolves its lines against them).
import type { ProductFacts } from './catalogue-types'

export const productFacts: Readonly<Record<string, ProductFacts>> = {
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
  'peptide-1': {
    kind: 'supplement',
    servingSize: '1 Scoop (10 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '35' },
      { ingredient: 'Protein', amount: '9 g' },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '90 mg', dailyValue: '100%' },
      {
        ingredient: 'Bioactive Collagen Peptides (bovine, type I)',
        amount: '10 g',
        dailyValue: '†',
      },
    ],
  },
  'peptide-2': {
    kind: 'supplement',
    servingSize: '1 Scoop (10 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '20' },
      { ingredient: 'Protein', amount: '5 g' },
      { ingredient: 'Creatine Monohydrate', amount: '5 g', dailyValue: '†' },
      { ingredient: 'Collagen Peptides (bovine)', amount: '5 g', dailyValue: '†' },
    ],
  },
  'peptide-3': {
    kind: 'supplement',
    servingSize: '1 Scoop (28 g)',
    servingsPerContainer: 20,
    rows: [
      { ingredient: 'Calories', amount: '90' },
      { ingredient: 'Total Carbohydrate', amount: '5 g', dailyValue: '2%' },
      { ingredient: 'Total Sugars', amount: '2 g' },
      { ingredient: 'Protein', amount: '18 g', dailyValue: '36%' },
      { ingredient: 'Sodium', amount: '300 mg', dailyValue: '13%' },
      { ingredient: 'Potassium', amount: '300 mg', dailyValue: '6%' },
      { ingredient: 'Hydrolyzed Whey Protein Isolate (milk)', amount: '20 g', dailyValue: '†' },
    ],
    otherIngredients:
      'Citric acid, natural citrus flavors, sodium citrate, potassium chloride, stevia leaf extract.',
    contains: 'Milk',
  },
  'peptide-4': {
    kind: 'topical',
    keyIngredients: [
      { ingredient: 'Copper tripeptide-1 (GHK-Cu)', amount: '1%' },
      { ingredient: 'Sodium hyaluronate (hyaluronic acid)', amount: '1%' },
    ],
    ingredients:
      'Water (aqua), glycerin, copper tripeptide-1, sodium hyaluronate, pentylene glycol, panthenol, hydroxyethylcellulose, phenoxyethanol, ethylhexylglycerin.',
  },
  'peptide-5': {
    kind: 'supplement',
    servingSize: '1 Vial (25 ml)',
    servingsPerContainer: 14,
    rows: [
      { ingredient: 'Calories', amount: '40' },
      { ingredient: 'Total Carbohydrate', amount: '1 g', dailyValue: '0%' },
      { ingredient: 'Protein', amount: '9 g' },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '80 mg', dailyValue: '89%' },
      { ingredient: 'Biotin', amount: '300 mcg', dailyValue: '1,000%' },
      { ingredient: 'Marine Collagen Peptides (fish)', amount: '10 g', dailyValue: '†' },
    ],
    otherIngredients:
      'Purified water, natural berry flavors, citric acid, stevia leaf extract, potassium sorbate (preservative).',
    contains: 'Fish (cod, pollock)',
  },
  'peptide-6': {
    kind: 'topical',
    keyIngredients: [
      { ingredient: 'Palmitoyl pentapeptide-4 (Matrixyl)', amount: '3%' },
      { ingredient: 'Squalane', amount: '5%' },
      { ingredient: 'Ceramide NP, ceramide AP and ceramide EOP', amount: '1%' },
    ],
    ingredients:
      'Water (aqua), squalane, caprylic/capric triglyceride, glycerin, cetearyl alcohol, butyrospermum parkii (shea) butter, palmitoyl pentapeptide-4, ceramide NP, ceramide AP, ceramide EOP, phytosphingosine, cholesterol, sodium lauroyl lactylate, carbomer, xanthan gum, tocopherol, phenoxyethanol, ethylhexylglycerin.',
  },
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

/** The facts panel of a product; every product has one (catalogues.test.ts). */
export function factsOf(productId: string): ProductFacts | undefined {
  return productFacts[productId]
}
