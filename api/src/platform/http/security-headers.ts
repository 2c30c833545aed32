/**
 * The security headers on every answer of the api, as the gateway sends them on its own (gateway
 * src/http/headers/baseline.ts): most answers are JSON, images or redirects, which nothing may frame and which
 * load nothing, so their policy is the strictest. Set as a request arrives, so that a page of the api (the payment
 * emulator's 3-D Secure page, the local sign-in, the return label) replaces it with its own policy, and a stream
 * that takes the response over (the assistant's) sends them too.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** HSTS over https only (the request's protocol as Fastify's trustProxy reads it). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function setSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (reply.request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_req, reply, done) => {
    setSecurityHeaders(reply);
    done();
  });
});
