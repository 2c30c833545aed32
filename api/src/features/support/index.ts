/** Support requests: a shopper writes, the support inbox gets a mail, the shopper a receipt. */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail/index.js';
import { registerSupportRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const supportModule: ApiModule<{
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'webOrigin'>;
  app: { supportEmail: string };
}> = {
  name: 'support',
  register: (server, { db, mailer, config, app }) =>
    registerSupportRoutes(server, { db, mailer, inbox: app.supportEmail, webOrigin: config.webOrigin }),
};
