/** The banner above the header and the pop-ups, by audience. */
export { PopupSlot, TopBannerSlot } from './Popups.tsx';
