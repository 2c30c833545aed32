/** Start-up data, settings and navigation (/app/init, /app/dynamic, /menu/index). */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { enumOf } from './enums.js';

const DEFAULT_TOTE_UPPER_LIMIT = 6;

export const appResolvers: Resolvers = {
  Query: {
    appInit: (_p, _a, { loaders }) => loaders.appInit.load({}),
    appSettings: (_p, _a, { loaders }) => loaders.appDynamic.load({}),
    menu: async (_p, _a, { loaders }) => (await loaders.menu.load({})).list,
  },
  AppInit: {
    popups: (a) => a.popInfo,
  },
  Popup: {
    id: (p) => p.popId,
    kind: (p) => enumOf(p.kind),
    audience: (p) => enumOf(p.audience),
  },
  AppSettings: {
    isAIEnabled: (s) => s.isShowAI === 1,
    toteUpperLimit: (s) => s.toteUpperLimit ?? DEFAULT_TOTE_UPPER_LIMIT,
  },
  MenuItem: {
    id: (m) => m.menuId,
    url: (m) => m.link,
  },
};
