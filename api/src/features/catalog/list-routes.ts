/** /basic/productList* and /basic/plp/header. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import type { PlpHeader, ProductListResponse } from '@tote/contract/catalog';
import { implement } from '../../platform/http/implement.js';
import { describeIssue } from '../../platform/http/route.js';
import { idFromCode } from '@tote/contract/params';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { countProducts } from './list.js';
import { listProducts } from './list-page.js';
import { catalogListV1 } from '@tote/contract/v1/catalog';
import {
  brandById,
  brandLogo,
  categoryScope,
  categoryImage,
  collectionByCode,
  collectionImage,
  occasionByCode,
  occasionImage,
  productRow,
} from './taxonomy.js';

export function registerListRoutes(app: FastifyInstance, db: Db): void {
  implement(app, catalogListV1, {
    productList: async (p): Promise<ProductListResponse> => {
      return listProducts(db, p.categoryCode ? (await categoryScope(db, p.categoryCode)).scope : {}, p);
    },
    productListByOccasion: async (p): Promise<ProductListResponse> =>
      listProducts(db, { occasionId: (await occasionByCode(db, p.occasionCode)).id }, p),
    productListByCollection: async (p): Promise<ProductListResponse> => {
      const col = await collectionByCode(db, p.collectionCode);
      const scope = col.is_dynamic ? {} : { collectionId: col.id };
      return listProducts(db, p.title ? { ...scope, title: p.title } : scope, p);
    },
    productListByNewArrivals: (p): Promise<ProductListResponse> => listProducts(db, { newArrivals: true }, p, 'newest'),
    productListByViavia: (p): Promise<ProductListResponse> => listProducts(db, { editorPicks: true }, p),
    productListByBrand: async (p): Promise<ProductListResponse> =>
      listProducts(db, { brandId: (await brandById(db, p.brandId)).id }, p),
    productListBySimilarItems: async (p): Promise<ProductListResponse> => {
      const product = await productRow(db, p.shopProductId);
      return listProducts(
        db,
        { similarTo: { id: product.id, categoryId: product.category_id, brandId: product.brand_id } },
        p,
      );
    },
    plpHeader: async (p): Promise<PlpHeader> => {
      const home = { title: 'Home', link: '/' };
      const styles = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'style' : 'styles'}`;
      const needCode = (): string => {
        if (!p.code) throw notFound(`${p.type} without a code`);
        return p.code;
      };
      switch (p.type) {
        case 'category': {
          const c = await categoryScope(db, needCode());
          const n = await countProducts(db, c.scope);
          return {
            title: c.name,
            subtitle: styles(n),
            description: c.description,
            banner: categoryImage(c.slug, c.name),
            breadcrumb: [home, { title: c.name, link: `/category/${c.code}` }],
          };
        }
        case 'collection': {
          const c = await collectionByCode(db, needCode());
          const scope = c.is_dynamic ? {} : { collectionId: c.id };
          const n = await countProducts(db, p.title ? { ...scope, title: p.title } : scope);
          const link = `/collection/${c.code}`;
          return {
            title: p.title && c.is_dynamic ? `“${p.title}”` : c.name,
            subtitle: p.title ? `${styles(n)} matching “${p.title}”` : styles(n),
            description: c.description,
            banner: collectionImage(c.code, c.name),
            breadcrumb: [
              home,
              { title: c.name, link },
              ...(p.title ? [{ title: p.title, link: `${link}?title=${encodeURIComponent(p.title)}` }] : []),
            ],
          };
        }
        case 'occasion': {
          const o = await occasionByCode(db, needCode());
          const n = await countProducts(db, { occasionId: o.id });
          return {
            title: o.name,
            subtitle: styles(n),
            description: o.description,
            banner: occasionImage(o.code, o.name),
            breadcrumb: [
              home,
              { title: 'Occasions', link: '/occasions' },
              { title: o.name, link: `/occasions?code=${o.code}` },
            ],
          };
        }
        case 'brand': {
          const brandId = idFromCode(needCode());
          if (!brandId) throw notFound(`Brand ${p.code}`);
          if (!brandId.success) throw badRequest(describeIssue({ ...brandId.error.issues[0]!, path: ['code'] }));
          const b = await brandById(db, brandId.data);
          const n = await countProducts(db, { brandId: b.id });
          return {
            title: b.name,
            subtitle: styles(n),
            description: b.description,
            banner: brandLogo(b.slug, b.name),
            breadcrumb: [home, { title: 'Brands', link: '/brands' }, { title: b.name, link: `/brand/${b.id}` }],
          };
        }
        case 'newArrivals': {
          const n = await countProducts(db, { newArrivals: true });
          return {
            title: 'New Arrivals',
            subtitle: styles(n),
            description: 'Just landed: the newest styles from the labels we love, ready to rent or buy.',
            banner: collectionImage('NEW_ARRIVALS', 'New Arrivals'),
            breadcrumb: [home, { title: 'New Arrivals', link: '/new-arrivals' }],
          };
        }
        case 'all': {
          const n = await countProducts(db, {});
          return {
            title: 'All Styles',
            subtitle: styles(n),
            description: 'Every style in the closet.',
            banner: collectionImage('allStyle', 'All Styles'),
            breadcrumb: [home, { title: 'All Styles', link: '/collection/allStyle' }],
          };
        }
      }
    },
  });
}
