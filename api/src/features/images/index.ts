/** Generated product and banner art (SVG per category and color), served under /images. */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerImageRoutes } from './image-routes.js';

export const imagesModule: ApiModule<{ db: Db }> = {
  name: 'images',
  register: (app, { db }) => registerImageRoutes(app, db),
};

export { type Silhouette } from './svg.js';
