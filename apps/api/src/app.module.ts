import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_FILTER, HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Request, Response } from 'express';
import { AuthModule } from './auth/auth.module';
import { AuthService } from './auth/auth.service';
import { ChatModule } from './chat/chat.module';
import { ChouetteModule } from './chouette/chouette.module';
import { ClubsModule } from './clubs/clubs.module';
import type { ApiConfig } from './core/config';
import { ConfigModule } from './core/config.module';
import { clientAddress } from './core/client-address';
import { buildContext, GqlContext, tokenFrom } from './core/context';
import { DatabaseModule } from './core/database/database.module';
import { errorsPlugin } from './core/errors/errors.plugin';
import { GraphQLErrorFilter } from './core/errors/graphql-error.filter';
import { EVENT_BUS, EventBus, EventBusModule } from './core/event-bus';
import { OpenSockets } from './core/open-sockets';
import { EventsModule } from './core/events/events.module';
import { queryLimitRules } from './core/query-limits';
import { MutationRateLimiter, rateLimitPlugin, sharedMutationLimiter } from './core/rate-limit';
import { UUID } from './core/uuid.scalar';
import { EventsAdminModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { HomeModule } from './home/home.module';
import { LobbyModule } from './lobby/lobby.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ImportsModule } from './imports/imports.module';
import { PlayModule } from './play/play.module';
import { RematchModule } from './rematch/rematch.module';
import { InviteModule } from './invite/invite.module';
import { AnalysisModule } from './analysis/analysis.module';
import { AuditModule } from './audit/audit.module';
import { RatingsModule } from './ratings/ratings.module';
import { SeasonModule } from './season/season.module';
import { TournamentsModule } from './tournaments/tournaments.module';
import { UsersModule } from './users/users.module';
import { observabilityPlugin } from './core/observability/graphql.plugin';
import { requestLogger } from './core/observability/logging';
import { ObservabilityModule } from './core/observability/observability.module';
import { byteSize, csrfPlugin } from './core/http-door';
import { WebSocketDoor, WsContextInput } from './core/websocket-door';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, databaseUrl: string): DynamicModule {
    const logger = new Logger('graphql');
    const sockets = new OpenSockets();
    // One gate for both doors (docs/architecture.md): the same rules, limiter, context and error masking.
    const logError = (error: unknown, ctx: GqlContext | undefined) => {
      const log = requestLogger(ctx);
      if (log) log.error({ context: 'graphql', err: error }, 'internal error');
      else logger.error(error);
    };
    const rules = queryLimitRules({
      maxDepth: config.maxQueryDepth,
      maxCost: config.maxQueryCost,
      maxRootFields: config.maxRootFields,
      maxAliases: config.maxAliases,
      production: config.production,
    });
    // One budget per caller that every instance shares (Redis when configured, else PostgreSQL).
    const limiter = sharedMutationLimiter(
      { limit: config.mutationLimit, windowMs: config.mutationWindowMs, redisUrl: config.redisUrl },
      databaseUrl,
    );
    const webSockets = new WebSocketDoor({
      path: '/graphql',
      maxPayload: byteSize(config.bodyLimit),
      siteOrigins: config.corsOrigins,
      rules,
      limiter,
      production: config.production,
      logError,
      sockets,
      recheckMs: config.subscriptionRecheckMs,
    });
    return {
      module: AppModule,
      providers: [
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
        { provide: OpenSockets, useValue: sockets },
        { provide: MutationRateLimiter, useFactory: () => limiter },
        {
          provide: WebSocketDoor,
          inject: [HttpAdapterHost, GraphQLSchemaHost, EVENT_BUS],
          useFactory: (adapter: HttpAdapterHost, schema: GraphQLSchemaHost, bus: EventBus) =>
            webSockets.attach({
              httpServer: () => adapter.httpAdapter.getHttpServer(),
              schema: () => schema.schema,
              bus,
              trustProxy: () => adapter.httpAdapter.getInstance().get('trust proxy fn'),
            }),
        },
      ],
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        EventBusModule.forRoot(config.redisUrl),
        EventsModule.forRoot(config.events),
        AuthModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AuthModule],
          inject: [AuthService],
          useFactory: (auth: AuthService): ApolloDriverConfig =>
            webSockets.serving({
              autoSchemaFile: true,
              sortSchema: true,
              resolvers: { UUID },
              // No playground and no landing page: both would load assets from the network.
              playground: false,
              includeStacktraceInErrorResponses: false,
              introspection: !config.production,
              hideSchemaDetailsFromClientErrors: config.production,
              plugins: [
                ApolloServerPluginLandingPageDisabled(),
                errorsPlugin(logError, config.production),
                csrfPlugin(config.corsOrigins),
                rateLimitPlugin(limiter),
                observabilityPlugin(),
              ],
              validationRules: rules,
              // No `subscriptions`: the WebSocket door (core/websocket-door.ts) serves graphql-ws itself, with
              // this same context (authenticated per operation: bearer token in the connection parameters, else
              // the site's cookie on an upgrade from the site's origin).
              context: ({
                req,
                res,
                connectionParams,
                extra,
              }: { req?: Request; res?: Response } & WsContextInput): GqlContext => {
                const headers = req?.headers ?? extra?.request?.headers ?? {};
                const authorization =
                  connectionParams?.authorization ?? connectionParams?.Authorization ?? headers.authorization;
                return buildContext(
                  {
                    req,
                    res,
                    token: tokenFrom(authorization, headers.cookie),
                    acceptLanguage:
                      (connectionParams?.['accept-language'] as string) ??
                      (headers['accept-language'] as string),
                    // The visitor's address: forwarded by the site with SITE_SECRET, else the connection's.
                    ip: clientAddress(
                      headers,
                      req?.ip ?? extra?.request?.socket?.remoteAddress,
                      config.siteSecret,
                    ),
                  },
                  (token) => auth.resolveToken(token),
                );
              },
            }),
        }),
        HealthModule,
        ObservabilityModule,
        ClubsModule,
        PlayModule,
        ChatModule,
        RematchModule,
        InviteModule,
        LobbyModule,
        HomeModule,
        AuditModule,
        RatingsModule,
        SeasonModule,
        TournamentsModule,
        ChouetteModule,
        AnalysisModule,
        EventsAdminModule,
        NotificationsModule,
        ImportsModule,
        UsersModule,
      ],
    };
  }
}
