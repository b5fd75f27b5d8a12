# The GraphQL API. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t gamao-api .
# Configuration comes from the environment only (see docker/compose.yaml): DATABASE_URL, REDIS_URL, PORT,
# CORS_ORIGINS, GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST, BODY_LIMIT, MUTATION_LIMIT, AUDIT_KEY (required).
# `node apps/api/dist/migrate-main.js` with MIGRATION_DATABASE_URL (the owner) and DATABASE_URL (the API's role)
# is the migrate step that runs before it (docker/compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
RUN npm ci --no-audit --no-fund \
  && npx nx run @gamao/api:build \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3333 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
USER node
EXPOSE 3333
# Pending migrations are applied at start-up, under an advisory lock (safe with several replicas), when the
# API is given the owner (MIGRATION_DATABASE_URL); in compose the migrate step does it first.
CMD ["node", "apps/api/dist/main.js"]
