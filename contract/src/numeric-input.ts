/**
 * SPEC §5: a numeric input takes at most 3 integer digits and 2 decimals (up to 999.99). The web's number fields
 * (ui/FormField/NumericField) refuse a keystroke that would break it, so the field never holds more.
 */
export const NUMERIC_INPUT_MAX = 999.99;

const NUMERIC_TEXT = /^\d{0,3}(?:\.\d{0,2})?$/;

/** Whether `text` may stand in a numeric input while it is typed ("", "12.", ".5" included). */
export function acceptsNumericInput(text: string): boolean {
  return NUMERIC_TEXT.test(text);
}
