/**
 * GET /images/...: generated SVG art. Product images are a pure function of the path; banners
 * and logos look up the name they show. Served with a year-long immutable cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import { ErrorCode } from '@tote/contract/codes';
import { ApiError } from '../../platform/http/errors.js';
import { bannerSvg, logoSvg, paletteFor, productSvg, silhouetteFor } from './svg.js';
import { DEPARTMENTS } from '../catalog/index.js';

const CACHE = 'public, max-age=31536000, immutable';
const MAX_CACHED = 5000;
const cache = new Map<string, string>();

const missing = (path: string) => new ApiError(ErrorCode.UNKNOWN_PATH, `Unknown image: ${path}`);

function sendSvg(reply: FastifyReply, key: string, draw: () => string): FastifyReply {
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = draw();
    if (cache.size < MAX_CACHED) cache.set(key, svg);
  }
  return reply.header('cache-control', CACHE).type('image/svg+xml; charset=utf-8').send(svg);
}

export function registerImageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { category: string; file: string } }>('/images/products/:category/:file', async (req, reply) => {
    const m = /^([0-9a-f]{6})-([1-9])\.svg$/i.exec(req.params.file);
    const kind = silhouetteFor(req.params.category);
    if (!m || !kind) throw missing(req.url);
    const hex = `#${m[1]!.toLowerCase()}`;
    const n = Number(m[2]);
    return sendSvg(reply, `p:${kind}:${hex}:${n}`, () => productSvg(kind, hex, n));
  });

  app.get<{ Params: { file: string } }>('/images/brands/:file', async (req, reply) => {
    const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file)?.[1];
    const brand = slug
      ? await db.selectFrom('brands').select('name').where('slug', '=', slug).executeTakeFirst()
      : undefined;
    if (!brand) throw missing(req.url);
    return sendSvg(reply, `b:${slug}`, () => logoSvg(brand.name, paletteFor(brand.name, 1)[0]!));
  });

  app.get<{ Params: { file: string } }>('/images/categories/:file', async (req, reply) => {
    const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file)?.[1];
    const department = Object.values(DEPARTMENTS).find((d) => d.slug === slug);
    const c =
      department ??
      (slug
        ? await db.selectFrom('categories').select(['name', 'description']).where('slug', '=', slug).executeTakeFirst()
        : undefined);
    const kind = slug
      ? silhouetteFor(department ? (department.group === 'shoes' ? 'heels' : 'dresses') : slug)
      : undefined;
    if (!c || !slug) throw missing(req.url);
    return sendSvg(reply, `c:${slug}`, () =>
      bannerSvg({
        title: c.name,
        subtitle: 'Rent or buy at Tote',
        ...(kind ? { kind } : {}),
        palette: paletteFor(slug),
      }),
    );
  });

  for (const table of ['collections', 'occasions'] as const) {
    app.get<{ Params: { file: string } }>(`/images/${table}/:file`, async (req, reply) => {
      const code = /^([A-Za-z0-9_]{1,60})\.svg$/.exec(req.params.file)?.[1];
      if (!code) throw missing(req.url);
      const row =
        code === 'NEW_ARRIVALS' && table === 'collections'
          ? { name: 'New Arrivals' }
          : await db.selectFrom(table).select('name').where('code', '=', code).executeTakeFirst();
      if (!row) throw missing(req.url);
      return sendSvg(reply, `${table}:${code}`, () =>
        bannerSvg({
          title: row.name,
          subtitle: table === 'occasions' ? 'Dress for the occasion' : 'A Tote edit',
          palette: paletteFor(code),
        }),
      );
    });
  }

  app.get<{ Params: { file: string } }>('/images/hero/:file', async (req, reply) => {
    const n = /^([1-9])\.svg$/.exec(req.params.file)?.[1];
    if (!n) throw missing(req.url);
    return sendSvg(reply, `h:${n}`, () =>
      bannerSvg({ title: 'Wear it. Love it.', subtitle: 'Send it back', palette: paletteFor(`hero-${n}`) }),
    );
  });

  app.get('/images/placeholder.svg', async (_req, reply) =>
    sendSvg(reply, 'placeholder', () => productSvg('dress', '#d9d3cb', 1)),
  );
}
