/**
 * Seed reference data: the sizes, and the categories with their silhouettes and the words their product
 * titles are made of.
 */

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
import { SHOE_SIZE_LABELS } from '@tote/contract/sizes';

/** The shoe sizes the seeded catalog stocks: the shop's list up to US 11 (no US 12 pairs in the demo stock). */
export const SHOE_SIZES = SHOE_SIZE_LABELS.filter((size) => size !== 'US 12');

export type Silhouette =
  | 'dress'
  | 'top'
  | 'sweater'
  | 'coat'
  | 'pants'
  | 'skirt'
  | 'jumpsuit'
  | 'active'
  | 'heel'
  | 'flat'
  | 'sneaker'
  | 'boot'
  | 'sandal';

export interface CategorySeed {
  code: string;
  slug: string;
  name: string;
  group: 'clothing' | 'shoes';
  silhouette: Silhouette;
  description: string;
  weight: number; // share of the catalog
  materials: string[];
  styles: string[];
  nouns: string[];
  retail: [number, number]; // dollars
  occasions: string[]; // likely occasion codes
}

export const CATEGORIES: CategorySeed[] = [
  {
    code: 'DRESSES',
    slug: 'dresses',
    name: 'Dresses',
    group: 'clothing',
    silhouette: 'dress',
    weight: 24,
    description: 'Slip dresses, wrap dresses and gowns for every invitation on the calendar.',
    materials: [
      'Satin',
      'Silk',
      'Crepe',
      'Linen',
      'Jersey',
      'Chiffon',
      'Velvet',
      'Sequin',
      'Poplin',
      'Lace',
      'Tulle',
      'Broderie',
    ],
    styles: [
      'Slip',
      'Wrap',
      'Midi',
      'Maxi',
      'Mini',
      'Tiered',
      'Halter',
      'One-Shoulder',
      'Shirt',
      'Bias-Cut',
      'Puff-Sleeve',
      'Corset',
    ],
    nouns: ['Dress', 'Gown', 'Dress', 'Dress'],
    retail: [140, 900],
    occasions: ['WEDDING', 'DATE_NIGHT', 'PARTY', 'BLACK_TIE', 'VACATION', 'WORK'],
  },
  {
    code: 'TOPS',
    slug: 'tops',
    name: 'Tops',
    group: 'clothing',
    silhouette: 'top',
    weight: 14,
    description: 'Blouses, camis and easy tees that carry a look from desk to dinner.',
    materials: ['Silk', 'Cotton', 'Linen', 'Satin', 'Poplin', 'Jersey', 'Georgette', 'Organza'],
    styles: ['Ruffled', 'Cropped', 'Draped', 'Wrap', 'Tie-Neck', 'Square-Neck', 'Pleated', 'Sleeveless'],
    nouns: ['Blouse', 'Top', 'Camisole', 'Shirt', 'Tee', 'Bodysuit'],
    retail: [80, 380],
    occasions: ['WORK', 'EVERYDAY', 'DATE_NIGHT', 'WEEKEND'],
  },
  {
    code: 'KNITWEAR',
    slug: 'knitwear',
    name: 'Knitwear',
    group: 'clothing',
    silhouette: 'sweater',
    weight: 9,
    description: 'Cashmere, merino and cable knits to layer through the cold months.',
    materials: ['Cashmere', 'Merino', 'Alpaca', 'Mohair', 'Cotton-Knit', 'Ribbed', 'Cable-Knit'],
    styles: ['Crewneck', 'V-Neck', 'Turtleneck', 'Oversized', 'Cropped', 'Longline'],
    nouns: ['Sweater', 'Cardigan', 'Pullover', 'Knit Vest'],
    retail: [120, 620],
    occasions: ['EVERYDAY', 'WORK', 'WEEKEND'],
  },
  {
    code: 'JACKETS_COATS',
    slug: 'jackets-coats',
    name: 'Jackets & Coats',
    group: 'clothing',
    silhouette: 'coat',
    weight: 10,
    description: 'Tailored blazers, trench coats and statement outerwear.',
    materials: ['Wool', 'Tweed', 'Leather', 'Suede', 'Cotton-Twill', 'Bouclé', 'Faux-Fur', 'Quilted'],
    styles: ['Double-Breasted', 'Belted', 'Cropped', 'Oversized', 'Tailored', 'Longline'],
    nouns: ['Blazer', 'Trench Coat', 'Jacket', 'Coat', 'Bomber', 'Moto Jacket'],
    retail: [220, 900],
    occasions: ['WORK', 'EVERYDAY', 'WEEKEND', 'DATE_NIGHT'],
  },
  {
    code: 'PANTS',
    slug: 'pants',
    name: 'Pants',
    group: 'clothing',
    silhouette: 'pants',
    weight: 9,
    description: 'Wide-leg trousers, tailored pants and denim that fit just so.',
    materials: ['Wool', 'Linen', 'Satin', 'Denim', 'Crepe', 'Corduroy', 'Leather'],
    styles: ['Wide-Leg', 'Pleated', 'Straight-Leg', 'High-Rise', 'Cropped', 'Flared', 'Cargo'],
    nouns: ['Trousers', 'Pants', 'Jeans', 'Culottes'],
    retail: [110, 480],
    occasions: ['WORK', 'EVERYDAY', 'WEEKEND'],
  },
  {
    code: 'SKIRTS',
    slug: 'skirts',
    name: 'Skirts',
    group: 'clothing',
    silhouette: 'skirt',
    weight: 7,
    description: 'Pleats, slips and A-lines from mini to maxi.',
    materials: ['Satin', 'Leather', 'Tweed', 'Chiffon', 'Denim', 'Linen', 'Sequin'],
    styles: ['Pleated', 'Slip', 'A-Line', 'Wrap', 'Midi', 'Mini', 'Asymmetric'],
    nouns: ['Skirt', 'Skirt', 'Midi Skirt', 'Mini Skirt'],
    retail: [90, 420],
    occasions: ['WORK', 'DATE_NIGHT', 'PARTY', 'EVERYDAY'],
  },
  {
    code: 'JUMPSUITS',
    slug: 'jumpsuits',
    name: 'Jumpsuits',
    group: 'clothing',
    silhouette: 'jumpsuit',
    weight: 5,
    description: 'One-and-done jumpsuits and rompers for effortless dressing.',
    materials: ['Crepe', 'Linen', 'Satin', 'Jersey', 'Denim', 'Silk'],
    styles: ['Wide-Leg', 'Belted', 'Halter', 'Utility', 'Wrap', 'Strapless'],
    nouns: ['Jumpsuit', 'Romper', 'Playsuit'],
    retail: [150, 560],
    occasions: ['WEDDING', 'PARTY', 'VACATION', 'DATE_NIGHT'],
  },
  {
    code: 'ACTIVEWEAR',
    slug: 'activewear',
    name: 'Activewear',
    group: 'clothing',
    silhouette: 'active',
    weight: 4,
    description: 'Performance layers made for the studio, the trail and the weekend.',
    materials: ['Performance', 'Seamless', 'Ribbed', 'Fleece', 'Technical'],
    styles: ['High-Waist', 'Cropped', 'Zip-Up', 'Longline', 'Mesh-Panel'],
    nouns: ['Leggings', 'Sports Bra', 'Track Jacket', 'Tank', 'Set'],
    retail: [80, 260],
    occasions: ['EVERYDAY', 'WEEKEND', 'VACATION'],
  },
  {
    code: 'HEELS',
    slug: 'heels',
    name: 'Heels',
    group: 'shoes',
    silhouette: 'heel',
    weight: 5,
    description: 'Pumps, mules and strappy heels to finish the look.',
    materials: ['Satin', 'Patent', 'Suede', 'Leather', 'Crystal', 'Metallic'],
    styles: ['Pointed', 'Slingback', 'Strappy', 'Block-Heel', 'Kitten-Heel', 'Platform'],
    nouns: ['Pumps', 'Mules', 'Heels', 'Sandals'],
    retail: [180, 900],
    occasions: ['WEDDING', 'PARTY', 'DATE_NIGHT', 'BLACK_TIE', 'WORK'],
  },
  {
    code: 'FLATS',
    slug: 'flats',
    name: 'Flats',
    group: 'shoes',
    silhouette: 'flat',
    weight: 3,
    description: 'Ballet flats and loafers for long days on your feet.',
    materials: ['Leather', 'Suede', 'Patent', 'Satin', 'Raffia'],
    styles: ['Pointed', 'Square-Toe', 'Mary Jane', 'Penny', 'Bow'],
    nouns: ['Ballet Flats', 'Loafers', 'Flats'],
    retail: [120, 520],
    occasions: ['WORK', 'EVERYDAY', 'WEEKEND'],
  },
  {
    code: 'SNEAKERS',
    slug: 'sneakers',
    name: 'Sneakers',
    group: 'shoes',
    silhouette: 'sneaker',
    weight: 3,
    description: 'Clean leather trainers and retro runners.',
    materials: ['Leather', 'Suede', 'Canvas', 'Mesh', 'Nubuck'],
    styles: ['Low-Top', 'Retro', 'Court', 'Platform', 'High-Top'],
    nouns: ['Sneakers', 'Trainers', 'Runners'],
    retail: [90, 420],
    occasions: ['EVERYDAY', 'WEEKEND', 'VACATION'],
  },
  {
    code: 'BOOTS',
    slug: 'boots',
    name: 'Boots',
    group: 'shoes',
    silhouette: 'boot',
    weight: 4,
    description: 'Ankle boots, knee-highs and lug soles built for the season.',
    materials: ['Leather', 'Suede', 'Patent', 'Shearling', 'Croc-Effect'],
    styles: ['Chelsea', 'Knee-High', 'Western', 'Lug-Sole', 'Slouch', 'Heeled'],
    nouns: ['Ankle Boots', 'Boots', 'Booties'],
    retail: [220, 900],
    occasions: ['EVERYDAY', 'WORK', 'WEEKEND', 'DATE_NIGHT'],
  },
  {
    code: 'SANDALS',
    slug: 'sandals',
    name: 'Sandals',
    group: 'shoes',
    silhouette: 'sandal',
    weight: 3,
    description: 'Slides, espadrilles and strappy flats for sunny days.',
    materials: ['Leather', 'Raffia', 'Woven', 'Suede', 'Metallic'],
    styles: ['Flat', 'Strappy', 'Slide', 'Espadrille', 'Platform', 'Thong'],
    nouns: ['Sandals', 'Slides', 'Espadrilles'],
    retail: [80, 460],
    occasions: ['VACATION', 'WEEKEND', 'EVERYDAY', 'WEDDING'],
  },
];
