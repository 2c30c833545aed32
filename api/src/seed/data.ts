/** Reference data for the seed: taxonomy, brands, colors and the words product titles are made of. */

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const SHOE_SIZES = ['US 5', 'US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11'] as const;

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

export interface TaxonSeed {
  code: string;
  name: string;
  description: string;
}

export const OCCASIONS: TaxonSeed[] = [
  {
    code: 'WORK',
    name: 'Work',
    description: 'Polished pieces that mean business, from the first meeting to the last email.',
  },
  {
    code: 'WEDDING',
    name: 'Wedding Guest',
    description: 'Dresses and heels that honour the couple without upstaging them.',
  },
  {
    code: 'DATE_NIGHT',
    name: 'Date Night',
    description: 'Something a little special for dinner, drinks and whatever comes next.',
  },
  { code: 'VACATION', name: 'Vacation', description: 'Light layers and sandals that pack small and travel well.' },
  { code: 'PARTY', name: 'Party', description: 'Sequins, satin and statement heels for the celebrations.' },
  { code: 'EVERYDAY', name: 'Everyday', description: 'Easy favourites on repeat: knits, denim and comfortable shoes.' },
  { code: 'WEEKEND', name: 'Weekend', description: 'Off-duty dressing for brunches, markets and long walks.' },
  { code: 'BLACK_TIE', name: 'Black Tie', description: 'Floor-length gowns and evening shoes for formal invitations.' },
];

export const COLLECTIONS: (TaxonSeed & { dynamic?: boolean; categories?: string[]; occasions?: string[] })[] = [
  {
    code: 'allStyle',
    name: 'All Styles',
    dynamic: true,
    description: 'Every style in the closet. Search by name to narrow it down.',
  },
  {
    code: 'WEDDING_GUEST',
    name: 'The Wedding Guest Edit',
    occasions: ['WEDDING', 'BLACK_TIE'],
    description: 'Our stylists’ picks for ceremonies, receptions and everything between.',
  },
  {
    code: 'WORK_EDIT',
    name: 'The Work Edit',
    occasions: ['WORK'],
    description: 'Sharp tailoring and soft knits for the office and beyond.',
  },
  {
    code: 'VACATION',
    name: 'Vacation Shop',
    occasions: ['VACATION'],
    description: 'Sun-ready dresses, linen and sandals for your next getaway.',
  },
  {
    code: 'NIGHT_OUT',
    name: 'Night Out',
    occasions: ['PARTY', 'DATE_NIGHT'],
    description: 'Satin, sequins and heels that catch the light.',
  },
  {
    code: 'COZY_KNITS',
    name: 'Cozy Knits',
    categories: ['KNITWEAR'],
    description: 'Cashmere and merino to wrap up in.',
  },
  {
    code: 'STATEMENT_SHOES',
    name: 'Statement Shoes',
    categories: ['HEELS', 'BOOTS'],
    description: 'The pair everyone will ask about.',
  },
  {
    code: 'OUTERWEAR_EDIT',
    name: 'The Outerwear Edit',
    categories: ['JACKETS_COATS'],
    description: 'Coats and jackets to finish every outfit.',
  },
  {
    code: 'DESIGNER_DRESSES',
    name: 'Designer Dresses',
    categories: ['DRESSES'],
    description: 'Runway-worthy dresses from the labels we love.',
  },
];

export const COLORS: { name: string; hex: string }[] = [
  { name: 'Black', hex: '#1f1f1f' },
  { name: 'Ivory', hex: '#f4efe6' },
  { name: 'Rose', hex: '#e8a0a8' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'Emerald', hex: '#2e7d5b' },
  { name: 'Camel', hex: '#c19a6b' },
  { name: 'Blush', hex: '#f2c4c0' },
  { name: 'Sage', hex: '#a3b18a' },
  { name: 'Cobalt', hex: '#2f55a4' },
  { name: 'Burgundy', hex: '#7a1f35' },
  { name: 'Champagne', hex: '#e9d8b4' },
  { name: 'Lilac', hex: '#c8a2c8' },
  { name: 'Mustard', hex: '#d4a72c' },
  { name: 'Terracotta', hex: '#c4623f' },
  { name: 'Olive', hex: '#6b6b3a' },
  { name: 'Charcoal', hex: '#3c3c3f' },
  { name: 'Sky', hex: '#9cc3e4' },
  { name: 'Coral', hex: '#f08070' },
  { name: 'Chocolate', hex: '#5a3825' },
  { name: 'Cream', hex: '#f7f0dc' },
  { name: 'Silver', hex: '#bfc1c2' },
  { name: 'Gold', hex: '#c9a44c' },
  { name: 'Scarlet', hex: '#c8202f' },
  { name: 'White', hex: '#fafafa' },
  { name: 'Denim', hex: '#5b7fa6' },
  { name: 'Khaki', hex: '#b5a77e' },
  { name: 'Plum', hex: '#5e2a4f' },
  { name: 'Teal', hex: '#2a7f86' },
  { name: 'Taupe', hex: '#8b7d70' },
  { name: 'Fuchsia', hex: '#c2337f' },
];

/** Invented labels; the two halves make 48 distinct names. */
export const BRAND_NAMES = [
  'Maison Lune',
  'Atelier Verre',
  'Sable & Stone',
  'Nordlys',
  'Cordelia Vane',
  'Odette Marchal',
  'Rue Celeste',
  'Hollis Grey',
  'Vesper & Co.',
  'Linnea Wilde',
  'Casa Aurelia',
  'Studio Mireille',
  'Fern Hale',
  'Ivo Santini',
  'Paloma Reyes',
  'The Linen Room',
  'Ondine',
  'Margaux Fell',
  'Kestrel',
  'Blue Juniper',
  'Alder & Ash',
  'Saint Ysolde',
  'Corvina',
  'Lark Avenue',
  'Solenne Roux',
  'Harbour Mill',
  'Petra Kovač',
  'Willa Thorne',
  'Maréchal Paris',
  'Umber',
  'Isla Moreau',
  'Tamsin Vale',
  'Noa Kimura',
  'Belmont Row',
  'Calla Studio',
  'Everly Park',
  'Rosalind Cho',
  'Fable & Thread',
  'Sorrel',
  'Amara Osei',
  'Juno Marlowe',
  'Viridian',
  'Thea Lindqvist',
  'Cassis',
  'Halcyon Studio',
  'Oriel',
  'Brisa Costa',
  'Wren & Wolfe',
];

export const BRAND_ORIGINS = [
  'Paris',
  'Copenhagen',
  'Milan',
  'New York',
  'Los Angeles',
  'London',
  'Stockholm',
  'Lisbon',
  'Melbourne',
  'Seoul',
  'Barcelona',
  'Antwerp',
];
export const BRAND_SIGNATURES = [
  'fluid silk dresses cut on the bias',
  'sharp tailoring with a soft edge',
  'hand-finished knitwear in natural fibres',
  'romantic prints and feminine silhouettes',
  'minimalist wardrobe staples',
  'statement heels and sculptural footwear',
  'relaxed linen for warm days',
  'evening wear with couture details',
  'modern classics built to last',
  'playful colour and bold proportions',
  'responsibly made denim and workwear',
  'understated luxury in muted tones',
];

export const FIT_NOTES = [
  'True to size',
  'Relaxed fit; size down for a closer fit',
  'Fitted through the waist',
  'Runs small; consider sizing up',
  'Oversized by design',
];
export const CARE_NOTES = [
  'Dry clean only',
  'Hand wash cold, lay flat to dry',
  'Machine wash cold on a gentle cycle',
  'Spot clean; store in the dust bag',
];
