/** The review form's values and its checks: the api's rules with their messages (contract/reviews.ts). */
import {
  REVIEW_HEIGHT_MAX_CM,
  REVIEW_HEIGHT_MIN_CM,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  ReviewMessages,
} from '@tote/contract/reviews';

export interface ReviewFormValues {
  stars: number;
  title: string;
  text: string;
  fit: string;
  sizeWorn: string;
  /** Centimetres as typed; blank: not given. */
  height: string;
  bodyShape: string;
}

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

export function reviewFormErrors(v: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (v.stars < 1 || v.stars > 5) errors.stars = ReviewMessages.stars;
  if (!v.title.trim() || v.title.trim().length > REVIEW_TITLE_MAX) errors.title = ReviewMessages.title;
  if (!v.text.trim() || v.text.trim().length > REVIEW_TEXT_MAX) errors.text = ReviewMessages.text;
  if (!v.fit) errors.fit = ReviewMessages.fit;
  if (!v.sizeWorn) errors.sizeWorn = ReviewMessages.sizeWorn;
  if (v.height.trim()) {
    const cm = Number(v.height);
    if (!Number.isInteger(cm) || cm < REVIEW_HEIGHT_MIN_CM || cm > REVIEW_HEIGHT_MAX_CM)
      errors.height = ReviewMessages.height;
  }
  return errors;
}

/** A userError's field (["input", "heightCm"]) as the form's field. */
export function formFieldOf(field: readonly string[] | null | undefined): keyof ReviewFormValues | null {
  const name = field?.[1];
  if (name === 'heightCm') return 'height';
  const known: (keyof ReviewFormValues)[] = ['stars', 'title', 'text', 'fit', 'sizeWorn', 'bodyShape'];
  return known.find((k) => k === name) ?? null;
}
