#!/usr/bin/env bash
# `npm test`: every test of the shop, in the order a failure is cheapest to find.
# Needs Chromium at /usr/bin/chromium for the end-to-end tests (`apt-get install -y chromium`).
set -euo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"
step() { printf '\n=== %s ===\n' "$*"; }

step "Generated code is up to date (printed schema, Relay artifacts, resolver types; npm run generate)"
npm run print:check -w @tote/schema
npx relay-compiler --validate
npm run codegen:check -w @tote/gateway

step "Type check (strict) and the dependency rules (.dependency-cruiser.cjs: cycles, feature fronts and order)"
npm run typecheck
npm run check:deps

step "Lint and format (ESLint, Prettier)"
npm run format:check
npm run lint

step "Web build (fails above the initial JS budget); the gateway's page tests draw pages with its server entry"
npm run build -w @tote/web

step "Unit and integration tests: api (real database), gateway (real api over HTTP), web, layering"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "End-to-end tests in Chromium against the started shop"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json

node --import tsx scripts/src/test-summary.ts "$results/vitest.json" "$results/e2e.json"
