/**
 * The GraphQL answers of one page request: each operation the page asks is run once, in-process, with the page
 * request's cookies and headers (execute.ts), whether the web's render asks it or the gateway asks it first to
 * check a kept page (keptPages.ts). Every answer is kept with its text's hash, and the cookies the answers set.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageGraphQLRequest } from '@tote/contract/ssr';
import type { CacheStamp } from '../../cache/responseCache.js';
import { graphQLRequest, type GraphQLFetch } from './execute.js';

export interface Answer {
  request: PageGraphQLRequest;
  status: number;
  headers: Headers;
  text: string;
  /** The answer's text, hashed. */
  digest: string;
  /** The response cache's answer (see CacheStamp). */
  cached: boolean;
  /** The parsed answer (parsed when first read: a kept page's answers are only compared), null when not JSON. */
  body(): { data?: unknown; errors?: unknown[] } | null;
}

type Body = ReturnType<Answer['body']>;

function parsed(text: string): () => Body {
  let body: Body | undefined;
  return () => {
    if (body === undefined) {
      try {
        body = JSON.parse(text) as Body;
      } catch {
        body = null; // not a GraphQL answer: not clean
      }
    }
    return body;
  };
}

/** What identifies an operation of a page: the same text for the same operation and variables. */
export const operationKey = (request: PageGraphQLRequest): string => JSON.stringify(request);

export function isClean(answer: Answer): boolean {
  const body = answer.status === 200 ? answer.body() : null;
  return body !== null && typeof body === 'object' && (body.errors?.length ?? 0) === 0;
}

export function pageAnswers(
  graphql: GraphQLFetch,
  server: { req: IncomingMessage; res: ServerResponse },
  signal: AbortSignal,
  stamp?: CacheStamp,
) {
  const answers: Answer[] = [];
  const setCookies: string[] = [];
  const asked = new Map<string, Promise<Answer>>();

  async function run(request: PageGraphQLRequest): Promise<Answer> {
    const asked = graphQLRequest(server.req, request, signal);
    const response = await graphql(asked, server);
    const cookies = response.headers.getSetCookie();
    setCookies.push(...cookies);
    const text = await response.text();
    const digest = createHash('sha1').update(text).digest('base64');
    const cached = cookies.length === 0 && (stamp?.cached(asked) ?? false);
    const { status, headers } = response;
    const answer = { request, status, headers, text, digest, cached, body: parsed(text) };
    answers.push(answer);
    return answer;
  }

  return {
    answers,
    setCookies,
    /** The answer to `request`, run now or the one this page already got. */
    ask(request: PageGraphQLRequest): Promise<Answer> {
      const key = operationKey(request);
      let answer = asked.get(key);
      if (!answer) {
        answer = run(request);
        asked.set(key, answer);
      }
      return answer;
    },
    /** Every answer so far is a 200 with data and no error. */
    clean: () => answers.every(isClean),
    /** The stamp every answer so far was given under, each the cache's, when it was `before` all along; else null. */
    stampOf(before: number | null): number | null {
      const now = stamp?.current() ?? null;
      return now !== null && now === before && answers.every((a) => a.cached) ? now : null;
    },
  };
}

export type PageAnswers = ReturnType<typeof pageAnswers>;
