import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { PlayModule } from '../play/play.module';
import { ChouetteResolver } from './chouette.resolver';
import { ChouetteService } from './chouette.service';

@Module({
  imports: [ClubsModule, AuditModule, PlayModule],
  providers: [ChouetteService, ChouetteResolver],
  exports: [ChouetteService],
})
export class ChouetteModule {}
