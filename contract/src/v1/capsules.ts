/** The /v1 endpoints of the api's capsules feature (api/src/features/capsules/). */
import { id, noParams } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { Capsule, CapsuleDeleted, CapsuleList } from '../capsules.js';

const name = () => z.string().max(1000);
const capsule = { capsuleId: id() };
const product = z.object({ ...capsule, shopProductId: id() });

/** features/capsules/routes.ts */
export const capsulesV1 = {
  list: endpoint<CapsuleList>()({
    path: '/capsule/list',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  create: endpoint<Capsule>()({
    path: '/capsule/create',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ name: name() }),
  }),
  updateName: endpoint<Capsule>()({
    path: '/capsule/updateName',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ ...capsule, name: name() }),
  }),
  addProduct: endpoint<Capsule>()({
    path: '/capsule/addProduct',
    methods: ['POST'],
    access: 'shopper',
    params: product,
  }),
  removeProduct: endpoint<Capsule>()({
    path: '/capsule/removeProduct',
    methods: ['POST'],
    access: 'shopper',
    params: product,
  }),
  delete: endpoint<CapsuleDeleted>()({
    path: '/capsule/delete',
    methods: ['POST'],
    access: 'shopper',
    params: z.object(capsule),
  }),
};
