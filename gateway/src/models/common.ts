/** The small shared value types of schema/common.graphql. */
import type { ImageRef } from '@tote/contract/catalog';

/** Money is a USD amount (number) until it reaches the schema. */
export type MoneyModel = number;
export type ImageModel = ImageRef;
