# The production image of Tote (README "Deploying"): one image for both servers, the role chosen by TOTE_ROLE
# (api or gateway). The build stage compiles everything; the run stage holds production dependencies and the
# built output only — no TypeScript sources, no dev dependencies, no tsx — and runs as an unprivileged user.
#   docker build -t tote .
#   docker run -e TOTE_ROLE=api -e DATABASE_URL=… -e AUTH_SECRET=… … tote

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY schema/package.json schema/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# Generated code (schema print, resolver types, Relay artifacts, persisted queries) is committed and
# checked by the tests: the build uses it as it is, so the image's persisted queries are the repository's.
RUN npm run build

# Production dependencies of the two servers only: the web's server entry is bundled (web/dist-server).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/contract/package.json contract/
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/api/package.json api/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/scripts/package.json scripts/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @tote/api -w @tote/gateway

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
  API_HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
COPY --from=build /app/web/persisted-queries.json web/
COPY --from=build /app/schema/*.graphql schema/
COPY --from=build /app/scripts/src/start-prod.mjs /app/scripts/src/v8-flags.mjs scripts/src/
# .data: the embedded database and uploaded files when no DATABASE_URL / S3_ENDPOINT is set (mount a volume).
RUN mkdir -p .data/files && chown -R node:node .data
USER node
EXPOSE 8080 8081
# The api answers /v1/app/dynamic, the gateway /healthz, each on its own port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "const api = process.env.TOTE_ROLE === 'api'; fetch(api ? 'http://127.0.0.1:' + (process.env.API_PORT || 8081) + '/v1/app/dynamic' : 'http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/src/start-prod.mjs"]
