/**
 * The Redis that several api instances share (REDIS_URL; DESIGN.md "Scale-out"). A request never
 * waits on it: no offline queue (a command while disconnected fails at once), a one-second command
 * timeout, one try per command. ioredis keeps reconnecting in the background; the outage is logged
 * once when it starts and once when it ends.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** A client for the app's life: closed when the app closes. */
export async function openRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const log = app.log;
  // Loaded only when asked for: an api without REDIS_URL starts without it (~60 ms of loading, main.ts).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'redis unreachable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis is back');
  });
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // A Redis that is down at start does not stop the api: the 'error' handler logged it, ioredis retries.
  await redis.connect().catch(() => undefined);
  return redis;
}
