/** Seed reference data: the occasions and the collections. */

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
