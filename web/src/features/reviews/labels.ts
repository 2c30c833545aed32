/** Labels of the review enums, as the product page and /review/create show them. */
export const FIT_LABELS: Record<string, string> = {
  RUNS_SMALL: 'Runs small',
  TRUE_TO_SIZE: 'True to size',
  RUNS_LARGE: 'Runs large',
};

export const BODY_SHAPE_LABELS: Record<string, string> = {
  APPLE: 'Apple',
  PEAR: 'Pear',
  HOURGLASS: 'Hourglass',
  STRAIGHT: 'Straight',
  INVERTED_TRIANGLE: 'Inverted Triangle',
};

export const labelOf = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '';
