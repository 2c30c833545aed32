/** The caller's location from its address (SPEC §3 location record): the lookup and its offline database. */
export { cachedLocator, publicAddressBytes, type IpLocator } from './locator.js';
export { dbipLocator } from './dbip.js';
