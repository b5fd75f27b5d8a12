import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ApiConfig } from './core/config';
import { ConfigModule } from './core/config.module';
import { queryDepthRule } from './core/query-depth';
import { DatabaseModule } from './core/database/database.module';
import { HealthModule } from './health/health.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true,
          sortSchema: true,
          // No playground and no landing page: both would load assets from the network.
          playground: false,
          plugins: [ApolloServerPluginLandingPageDisabled()],
          validationRules: [queryDepthRule(config.maxQueryDepth)],
          subscriptions: { 'graphql-ws': true },
        }),
        HealthModule,
      ],
    };
  }
}
