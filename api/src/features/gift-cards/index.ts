/**
 * Gift cards: a shopper redeems a card's code into their account (/giftCard/redeem) and sees their cards and
 * balance (/giftCard/balance); outside production /dev/giftCard/issue makes a card to try. The seed issues the
 * demo cards through issueGiftCard and redeemGiftCard.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Limiter } from '../auth/index.js';
import { registerGiftCardRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const giftCardsModule: ApiModule<{ db: Db; limiter: Limiter; config: Pick<Config, 'production'> }> = {
  name: 'gift-cards',
  register: (app, { db, limiter, config }) =>
    registerGiftCardRoutes(app, { db, limiter, production: config.production }),
};

export { issueGiftCard, redeemGiftCard } from './store.js';
