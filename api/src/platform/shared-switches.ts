/**
 * The back office's run-time switches (waitlist, pop-ups) across api instances, over the shared Redis
 * (REDIS_URL): a switch sets its key and publishes the change; every instance applies what it hears
 * and, whenever its subscription (re)connects, the keys' values — so an instance started later, or
 * one that missed messages while Redis was away, catches up. Without Redis each instance keeps its
 * own switches (a change holds until it restarts). Keys hold "on" or "off".
 */
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

export const SWITCH_CHANNEL = 'tote:switches';
const keyOf = (name: string): string => `tote:switch:${name}`;

export interface Switch {
  on: boolean;
}

/** Tells the other instances that switch `name` is now `on` (this instance already applied it). */
export type Announce = (name: string, on: boolean) => Promise<void>;

export async function shareSwitches(
  app: FastifyInstance,
  redis: Redis,
  switches: Record<string, Switch>,
): Promise<Announce> {
  const names = Object.keys(switches);
  const apply = (name: string, value: string | null): void => {
    const s = switches[name];
    if (s && (value === 'on' || value === 'off')) s.on = value === 'on';
  };
  const sub = redis.duplicate();
  sub.on('error', () => undefined); // the main client logs the outage
  sub.on('message', (_channel: string, message: string) => {
    const [name, value] = message.split('=');
    if (name) apply(name, value ?? null);
  });
  const catchUp = async (): Promise<void> => {
    await sub.subscribe(SWITCH_CHANNEL);
    const values = await redis.mget(names.map(keyOf));
    names.forEach((name, i) => apply(name, values[i] ?? null));
  };
  const caughtUp = (): Promise<void> =>
    catchUp().catch((err: unknown) => app.log.warn({ err }, 'switches: could not catch up from redis'));
  app.addHook('onClose', async () => sub.disconnect());
  if (
    await sub.connect().then(
      () => true,
      () => false,
    )
  )
    await caughtUp();
  sub.on('ready', () => void caughtUp()); // after a reconnection
  return async (name, on) => {
    const value = on ? 'on' : 'off';
    try {
      await redis.multi().set(keyOf(name), value).publish(SWITCH_CHANNEL, `${name}=${value}`).exec();
    } catch (err) {
      app.log.warn({ err }, `switches: ${name} changed on this instance only (redis unreachable)`);
    }
  };
}
