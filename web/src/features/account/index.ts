/**
 * The account: its pages under /account (overview, profile, membership, billing, credits), the header's account
 * menu, the mobile number change, and the size choices the style survey asks too.
 */
export { accountRoute } from './routes.ts';
export { AccountMenu, LogInLink } from './AccountMenu/AccountMenu.tsx';
export { MobileChange } from './MobileChange/MobileChange.tsx';
export { SizeChoices } from './MyProfile/SizeChoices.tsx';
export { BODY_SHAPES, CLOTHING_SIZES, SHOE_SIZES } from './MyProfile/referenceLists.ts';
