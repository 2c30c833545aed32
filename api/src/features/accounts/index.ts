/**
 * The account endpoints: /user (sign-up, log-in, profile), /email, /mobile, /profile, /point, social sign-in;
 * outside production the local sign-in page and the dev outbox (register.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer, SmsSender } from '../../platform/mail/index.js';
import type { Limiter, SignInProviders, Signer } from '../auth/index.js';
import type { NicknameChanged } from './deps.js';
import { registerAccountRoutes } from './register.js';
import type {} from './tables.js'; // its tables in the Database type

export const accountsModule: ApiModule<{
  db: Db;
  config: Pick<Config, 'production' | 'webOrigin' | 'passwordHashCost'>;
  signer: Signer;
  mailer: Mailer;
  sms: SmsSender | null;
  signInProviders: SignInProviders;
  limiter: Limiter;
  nicknameChanged: NicknameChanged;
}> = {
  name: 'accounts',
  register: (app, deps) =>
    registerAccountRoutes(app, {
      db: deps.db,
      signer: deps.signer,
      mailer: deps.mailer,
      sms: deps.sms,
      providers: deps.signInProviders,
      limiter: deps.limiter,
      production: deps.config.production,
      webOrigin: deps.config.webOrigin,
      passwordHashCost: deps.config.passwordHashCost,
      nicknameChanged: deps.nicknameChanged,
    }),
};

export { REFERRAL_BONUS_POINTS, emailKey, findUserByEmail } from './users.js';
export { esc } from './local-authorize-page.js';
export type { NicknameChanged } from './deps.js';
