import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { ChouetteResolver } from './chouette.resolver';
import { ChouetteService } from './chouette.service';

@Module({ imports: [ClubsModule, AuditModule], providers: [ChouetteService, ChouetteResolver] })
export class ChouetteModule {}
