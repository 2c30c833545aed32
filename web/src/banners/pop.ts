import type { Popups_query$data } from '../__generated__/Popups_query.graphql.ts';

/** One banner or pop-up of /app/init, as Popups.tsx reads it. */
export type Pop = NonNullable<Popups_query$data['appInit']>['popups'][number];
