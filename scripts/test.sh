#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure.
set -euo pipefail
export WRANGLER_SEND_METRICS=false
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Type check";          npm run --silent typecheck
step "Lint";                npm run --silent lint
step "Worker tests (workerd, real D1/KV)"; npx vitest run --project worker
step "Front-end unit tests"; npx vitest run --project web
step "Evaluation (smoke)";   npx vitest run --project eval
step "Production build";    npx vite build --logLevel warn
step "Deploy dry run";      npx wrangler deploy --dry-run --outdir dist/dry-run > /dev/null
step "Size budgets (front-end bundle, Worker upload)"; npx vitest run --project budget
step "Browser tests (Chromium against the built app)"; npx vitest run --project e2e
printf '\n\033[1;32m✔ All checks passed.\033[0m\n'
