/** The club's money book over GraphQL (issue 40, part 6): directors record and pay out; members read their own. */
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  BookEntryInput,
  BookEntryView,
  ClubBookView,
  MemberStatementView,
  PrizePoolInput,
  PrizePoolView,
} from './book.model';
import { BookService } from './book.service';
import { bookEntryRules, currencyRules, prizePoolRules } from './season-input-rules';

const ID = { type: () => UUID };

@Resolver()
export class BookResolver {
  constructor(private readonly books: BookService) {}

  @Query(() => ClubBookView, { description: "Directors: the club's book, balances, dues and prize pools." })
  async clubBook(@Args('clubId', ID) clubId: string, @Viewer() viewer: Viewer): Promise<ClubBookView> {
    return this.books.book(viewer.id, clubId);
  }

  @Query(() => MemberStatementView, {
    description: "A member's entries with the running balance (directors, or the member).",
  })
  async memberStatement(
    @Args('clubId', ID) clubId: string,
    @Args('memberId', ID) memberId: string,
    @Viewer() viewer: Viewer,
  ): Promise<MemberStatementView> {
    return this.books.statement(viewer.id, clubId, memberId);
  }

  @Query(() => String, { description: "Directors: the club's book as CSV (RFC 4180)." })
  async clubBookCsv(@Args('clubId', ID) clubId: string, @Viewer() viewer: Viewer): Promise<string> {
    return this.books.csv(viewer.id, clubId);
  }

  @Mutation(() => BookEntryView, {
    description: 'Directors: one entry of the book (a fee, a payment, a prize paid out, dues...), audited.',
  })
  async recordBookEntry(
    @Args('input', InputRules(bookEntryRules)) input: BookEntryInput,
    @Viewer() viewer: Viewer,
  ): Promise<BookEntryView> {
    return this.books.record(viewer.id, input);
  }

  @Mutation(() => PrizePoolView, {
    description:
      "Directors: pays out an event's prize pool once (payout shares, club cut, jackpot), audited.",
  })
  async payPrizePool(
    @Args('input', InputRules(prizePoolRules)) input: PrizePoolInput,
    @Viewer() viewer: Viewer,
  ): Promise<PrizePoolView> {
    return this.books.payPrizePool(viewer.id, input);
  }

  @Mutation(() => ClubBookView, { description: "Directors: the book's currency (ISO 4217), audited." })
  async setClubCurrency(
    @Args('clubId', ID) clubId: string,
    @Args('currency', InputRules(currencyRules)) currency: string,
    @Viewer() viewer: Viewer,
  ): Promise<ClubBookView> {
    return this.books.setCurrency(viewer.id, clubId, currency);
  }
}
