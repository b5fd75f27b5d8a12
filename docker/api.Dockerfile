# The GraphQL API. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t gamao-api .
# Configuration comes from the environment only (see docker/compose.yaml): DATABASE_URL, PORT, CORS_ORIGINS, ...
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json prisma.config.ts ./
COPY prisma ./prisma
COPY apps/api/package.json ./apps/api/
COPY apps/web/package.json ./apps/web/
COPY libs/engine/package.json ./libs/engine/
RUN npm ci --no-audit --no-fund
COPY apps/api ./apps/api
COPY libs ./libs
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
RUN npx nx run-many -t build -p @gamao/engine @gamao/api \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3333 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/engine/package.json ./libs/engine/
COPY --from=build /app/libs/engine/dist ./libs/engine/dist
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
USER node
EXPOSE 3333
# Pending migrations are applied at start-up, under an advisory lock (safe with several replicas).
CMD ["node", "apps/api/dist/main.js"]
