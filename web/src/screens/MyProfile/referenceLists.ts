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

/** US 5-5.5 through 12-13.5, with the EU equivalents. */
export const SHOE_SIZES = [
  { value: 'US 5-5.5', eu: 'EU 35–36' },
  { value: 'US 6-6.5', eu: 'EU 36–37' },
  { value: 'US 7-7.5', eu: 'EU 37–38' },
  { value: 'US 8-8.5', eu: 'EU 38–39' },
  { value: 'US 9-9.5', eu: 'EU 39–40' },
  { value: 'US 10-10.5', eu: 'EU 40–41' },
  { value: 'US 11-11.5', eu: 'EU 41–42' },
  { value: 'US 12-13.5', eu: 'EU 42–44' },
] as const;

/** Birth years 1970–2024, newest first. */
export const BIRTH_YEARS: readonly number[] = Array.from({ length: 2024 - 1970 + 1 }, (_, index) => 2024 - index);

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
