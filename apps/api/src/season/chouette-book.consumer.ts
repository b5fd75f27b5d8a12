/**
 * A chouette's settlement in the club's book (issue 40, part 6): when a session ends, and after each correction
 * made once it ended, every member's balance (whole points x the stake, in cents) is brought into the member
 * ledger as CHOUETTE entries. The session is read as it stands now, not as the event saw it, so deliveries in
 * any order or repeated end at the same book.
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { chouetteSettlement, settlementCents } from '@gamao/chouette';
import { ChouetteReadsService } from '../chouette/chouette-reads.service';
import { EventsService } from '../core/events/events.service';
import { BookService } from './book.service';

@Injectable()
export class ChouetteBookConsumer implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly chouettes: ChouetteReadsService,
    private readonly books: BookService,
  ) {}

  onModuleInit(): void {
    this.events.on('chouette.settled', 'season.chouetteBook', async ({ payload }, tx) => {
      const session = await this.chouettes.load(payload.sessionId);
      if (session.status !== 'CLOSED') return;
      const settled = chouetteSettlement(session.state);
      if (!settled.ok) return; // a ledger that does not balance has no settlement to record
      await this.books.settleChouette(tx, {
        clubId: session.clubId,
        sessionId: session.id,
        organiserId: session.organiserId,
        cents: settlementCents(settled.value.balances, settled.value.stake),
      });
    });
  }
}
