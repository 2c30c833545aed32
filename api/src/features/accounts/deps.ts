import type { SignInProviders, Limiter, Signer } from '../auth/index.js';
import type { PasswordHashCost } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer, SmsSender } from '../../platform/mail/index.js';

/** What the account routes work with; built once in createApi. */
export interface AccountDeps {
  db: Db;
  signer: Signer;
  mailer: Mailer;
  /** null: no text-message provider (production has none): codes by SMS are refused. */
  sms: SmsSender | null;
  providers: SignInProviders;
  limiter: Limiter;
  production: boolean;
  /** Origin of the web shop, for links in mails (WEB_ORIGIN, default http://localhost:8080). */
  webOrigin: string;
  passwordHashCost: PasswordHashCost;
  /** What shows a member's nickname (her reviews): told in the edit's transaction (features above accounts). */
  nicknameChanged: NicknameChanged;
}

export type NicknameChanged = (trx: Db, userId: number) => Promise<void>;
