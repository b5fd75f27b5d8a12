# The site (Next.js standalone build, served by apps/web/server.mjs: Next, with the Brotli copies of the static
# files). Build from the repository root:
#   docker build -f docker/web.Dockerfile -t gamao-web .
# Runtime configuration: API_URL (how the site's server reaches the API), PUBLIC_API_URL (how browsers reach
# it for live updates), PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npm ci --no-audit --no-fund && npx nx run @gamao/web:build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build /app/apps/web/server.mjs ./apps/web/server.mjs
COPY --from=build /app/apps/web/src/lib/fixed-security-headers.json ./apps/web/src/lib/fixed-security-headers.json
USER node
EXPOSE 3000
CMD ["node", "apps/web/server.mjs"]
