/** Seed reference data: the product colors and the fit and care notes. */

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
