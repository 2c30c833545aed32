/** Capsules (schema/capsules.graphql). */
import type { Capsule } from '@tote/contract/capsules';

/** A capsule as /capsule/* answers it (contract/capsules.ts). */
export type CapsuleModel = Capsule;
