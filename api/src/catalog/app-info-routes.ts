/** /app/init and /app/dynamic. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDynamic, AppInit } from '@tote/contract/catalog';
import { route } from '../http/route.js';

export function registerAppRoutes(app: FastifyInstance): void {
  route(app, {
    path: '/app/init',
    params: z.object({}),
    handler: (): AppInit => ({
      agreementLink: '/terms',
      popInfo: [
        {
          popId: 'welcome-2025',
          title: 'Your first month, on us',
          content: 'Join Tote and rent up to 6 styles at a time. Cancel anytime.',
          link: '/subscribe',
        },
      ],
      subscribeIntroduce: {
        title: 'Tote Membership',
        content:
          'Rent up to 6 designer pieces at a time, swap whenever you like, and buy what you love at member prices.',
        price: 89,
      },
      sessionId: randomUUID(),
    }),
  });
  route(app, {
    path: '/app/dynamic',
    methods: ['GET'],
    params: z.object({}),
    handler: (): AppDynamic => ({
      announcement: 'Free shipping and dry cleaning on every rental.',
      isShowAI: 1,
      toteUpperLimit: 6,
    }),
  });
}
