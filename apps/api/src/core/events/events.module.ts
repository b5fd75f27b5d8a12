import { DynamicModule, Global, Module } from '@nestjs/common';
import { EVENTS_OPTIONS, EventsOptions, EventsService } from './events.service';

/** The durable events of every module: emit in a transaction, subscribe by name (event-map.ts). */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsOptions): DynamicModule {
    return {
      module: EventsModule,
      providers: [{ provide: EVENTS_OPTIONS, useValue: options }, EventsService],
      exports: [EventsService],
    };
  }
}
