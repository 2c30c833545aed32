/**
 * The survey's fixed choices: the vibes (image options, each standing for the catalog categories it
 * favours in recommendations), the occupations and the spend styles.
 */
import type { SurveyChoice } from './survey.js';

export interface Vibe {
  optionId: number;
  title: string;
  description: string;
  /** Category codes this vibe favours (/basic/productListByYouLike); the first one draws the picture. */
  categories: string[];
  /** [category slug, colour] of its picture: a generated product image. */
  picture: [string, string];
}

export const VIBES: readonly Vibe[] = [
  {
    optionId: 1,
    title: 'Romantic',
    description: 'Soft dresses, skirts that move and a pretty heel.',
    categories: ['DRESSES', 'SKIRTS', 'HEELS'],
    picture: ['dresses', 'e8a0b4'],
  },
  {
    optionId: 2,
    title: 'Classic',
    description: 'Tailored coats, crisp trousers and polished flats.',
    categories: ['JACKETS_COATS', 'PANTS', 'FLATS'],
    picture: ['jackets-coats', '1f2a44'],
  },
  {
    optionId: 3,
    title: 'Relaxed',
    description: 'Easy tops, soft knits and clean sneakers.',
    categories: ['TOPS', 'KNITWEAR', 'SNEAKERS'],
    picture: ['knitwear', 'c9b79c'],
  },
  {
    optionId: 4,
    title: 'Edgy',
    description: 'Boots, leather-look jackets and sharp trousers.',
    categories: ['BOOTS', 'JACKETS_COATS', 'PANTS'],
    picture: ['boots', '222222'],
  },
  {
    optionId: 5,
    title: 'Sporty',
    description: 'Activewear, jumpsuits and sneakers made for moving.',
    categories: ['ACTIVEWEAR', 'SNEAKERS', 'JUMPSUITS'],
    picture: ['activewear', '3b7dd8'],
  },
  {
    optionId: 6,
    title: 'Glam',
    description: 'Statement dresses, jumpsuits and evening heels.',
    categories: ['DRESSES', 'JUMPSUITS', 'HEELS'],
    picture: ['jumpsuits', 'b08d57'],
  },
  {
    optionId: 7,
    title: 'Boho',
    description: 'Flowing dresses, skirts and sandals for sunny days.',
    categories: ['DRESSES', 'SKIRTS', 'SANDALS'],
    picture: ['skirts', 'c0703f'],
  },
  {
    optionId: 8,
    title: 'Minimal',
    description: 'Clean tops, straight trousers and simple flats.',
    categories: ['TOPS', 'PANTS', 'FLATS'],
    picture: ['tops', 'f2f0eb'],
  },
];

export const OCCUPATIONS: readonly SurveyChoice[] = [
  { value: 'office', label: 'Office', description: 'Desk days, meetings and the odd client dinner.' },
  { value: 'creative', label: 'Creative', description: 'Studios, shoots and anything goes.' },
  { value: 'on_my_feet', label: 'On my feet', description: 'Shops, classrooms, wards: comfort counts.' },
  { value: 'remote', label: 'Working from home', description: 'Video calls from the waist up.' },
  { value: 'student', label: 'Student', description: 'Lectures, libraries and late nights.' },
  { value: 'parent', label: 'At home with kids', description: 'School runs and playgrounds.' },
];

export const SPEND_STYLES: readonly SurveyChoice[] = [
  { value: 'saver', label: 'Smart saver', description: 'I love a good deal and rent before I buy.' },
  { value: 'balanced', label: 'Balanced', description: 'A few investment pieces, the rest rented.' },
  { value: 'splurger', label: 'Splurger', description: 'Designer pieces for the moments that matter.' },
];

export const vibeImage = (v: Vibe) => ({
  url: `/images/products/${v.picture[0]}/${v.picture[1]}-1.svg`,
  alt: `${v.title} style`,
});
