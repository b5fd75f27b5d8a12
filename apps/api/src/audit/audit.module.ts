import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

@Module({ imports: [ClubsModule], providers: [AuditService, AuditResolver], exports: [AuditService] })
export class AuditModule {}
