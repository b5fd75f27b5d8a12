// The chouette module: its reads (exported to the other modules), its table setup and the game at the table.
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { PlayModule } from '../play/play.module';
import { ChouetteResolver } from './chouette.resolver';
import { ChouetteAbsenceService } from './chouette-absence.service';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteHouseResolver } from './chouette-house.resolver';
import { ChouetteHouseService } from './chouette-house.service';
import { ChouetteReadsService } from './chouette-reads.service';
import { ChouetteSetupService } from './chouette-setup.service';
import { ChouetteSheetResolver } from './chouette-sheet.resolver';

@Module({
  imports: [ClubsModule, AuditModule, PlayModule],
  providers: [
    ChouetteReadsService,
    ChouetteGameService,
    ChouetteSetupService,
    ChouetteHouseService,
    ChouetteAbsenceService,
    ChouetteResolver,
    ChouetteHouseResolver,
    ChouetteSheetResolver,
  ],
  exports: [ChouetteReadsService],
})
export class ChouetteModule {}
