import { FullStory, init, isInitialized } from '@fullstory/browser';

/**
 * Fullstory, the session recording of SPEC §7, in its EU data center: only an org id of that region (o-…-eu1) is
 * loaded, and Fullstory's own browser SDK then records to eu1.fullstory.com with edge.eu1.fullstory.com/s/fs.js.
 * A signed-in shopper is identified by her customer id, with the SHA-256 hex of her email and her profile id as
 * properties (never the email itself).
 */
export const SESSION_RECORDING_ID_PATTERN = /^o-[A-Z0-9]+-eu1$/;

export interface RecordedShopper {
  customerId: string;
  /** SHA-256 hex of the trimmed, lower-cased email. */
  hashedEmail: string;
  profileId: string;
}

/** Starts recording for a valid org id (a warning and nothing for another); true once started. */
export function loadSessionRecording(orgId: string): boolean {
  if (!SESSION_RECORDING_ID_PATTERN.test(orgId)) {
    console.warn(
      `Session recording id "${orgId}" is not a Fullstory org id of the EU data center (o-…-eu1): nothing is recorded.`,
    );
    return false;
  }
  if (!isInitialized()) init({ orgId });
  return true;
}

export function identifySessionRecording(shopper: RecordedShopper): void {
  if (!isInitialized()) return;
  FullStory('setIdentity', {
    uid: shopper.customerId,
    properties: { hashedEmail: shopper.hashedEmail, profileId: shopper.profileId },
  });
}
