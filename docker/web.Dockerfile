# The site (Next.js standalone server). Build from the repository root:
#   docker build -f docker/web.Dockerfile -t gamao-web .
# Runtime configuration: API_URL (how the server reaches the API), PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json prisma.config.ts ./
COPY prisma ./prisma
COPY apps/api/package.json ./apps/api/
COPY apps/web/package.json ./apps/web/
COPY libs/engine/package.json ./libs/engine/
RUN npm ci --no-audit --no-fund
COPY apps/web ./apps/web
COPY apps/api/schema.gql ./apps/api/schema.gql
COPY libs ./libs
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npx nx run-many -t build -p @gamao/engine @gamao/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static ./apps/web/.next/static
USER node
EXPOSE 3000
CMD ["node", "apps/web/server.js"]
