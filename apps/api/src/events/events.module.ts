import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { EventsResolver } from './events.resolver';

/** The club directors' page of dead-lettered events (the events themselves live in core/events). */
@Module({ imports: [ClubsModule], providers: [EventsResolver] })
export class EventsAdminModule {}
