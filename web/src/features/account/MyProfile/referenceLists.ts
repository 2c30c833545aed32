/** The reference lists the profile form offers (sizes, body shapes, birth months). */
export const BODY_SHAPES = [
  { value: 'APPLE', label: 'Apple' },
  { value: 'PEAR', label: 'Pear' },
  { value: 'HOURGLASS', label: 'Hourglass' },
  { value: 'STRAIGHT', label: 'Straight' },
  { value: 'INVERTED_TRIANGLE', label: 'Inverted Triangle' },
] as const;

export type BodyShapeValue = (typeof BODY_SHAPES)[number]['value'];

export const CLOTHING_SIZES = [
  { value: 'XS', us: 'US 0–2', waist: 'Waist 24–25″' },
  { value: 'S', us: 'US 4–6', waist: 'Waist 26–27″' },
  { value: 'M', us: 'US 8–10', waist: 'Waist 28–29″' },
  { value: 'L', us: 'US 12–14', waist: 'Waist 30.5–32″' },
  { value: 'XL', us: 'US 16', waist: 'Waist 33.5–35″' },
  { value: 'XXL', us: 'US 18', waist: 'Waist 36.5–38″' },
] as const;

/** The catalog's shoe sizes (US 5 … US 11, with the EU equivalents): what the profile stores matches products. */
export { SHOE_SIZES } from '@tote/contract/sizes';

/** Birth years 1970–2024, newest first. */
export const BIRTH_YEARS: readonly number[] = Array.from({ length: 2024 - 1970 + 1 }, (_, index) => 2024 - index);

export { MONTHS } from '../../../platform/format/dates.ts';
