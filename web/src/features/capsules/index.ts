/** Capsules: the shopper's named sets of products, made and filled from a product page. */
export { AddToCapsule } from './AddToCapsule.tsx';
export { CapsulesSection } from './CapsulesSection.tsx';
