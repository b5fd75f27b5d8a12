/** GraphQL types of a club's money book (issue 40, part 6): entries in integer cents, statements, prize pools. */
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { BookEntryKind, PaymentMethod } from '../generated/prisma/enums';

registerEnumType(BookEntryKind, {
  name: 'BookEntryKind',
  description:
    'FEE (an entry fee owed), PAYMENT (cash or transfer), PRIZE (won), PRIZE_PAID (paid out to the member), ' +
    'DUES (for a period), CHOUETTE (a settlement, signed).',
});
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });
export { BookEntryKind, PaymentMethod };

@ObjectType()
export class BookEntryView {
  @Field(() => UUID) id!: string;
  @Field({ description: 'yyyy-mm-dd.' }) date!: string;
  @Field(() => UUID) memberId!: string;
  @Field() memberName!: string;
  @Field(() => BookEntryKind) kind!: BookEntryKind;
  @Field(() => Int, { description: 'Cents (positive; a chouette settlement is signed).' })
  amountCents!: number;
  @Field(() => PaymentMethod, { nullable: true }) method!: PaymentMethod | null;
  @Field(() => String, { nullable: true }) period!: string | null;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Int, {
    description: "The member's balance after this entry, in cents (what the club owes them).",
  })
  balanceCents!: number;
}

@ObjectType()
export class MemberBalanceView {
  @Field(() => UUID) memberId!: string;
  @Field() memberName!: string;
  @Field(() => Int, { description: 'What the club owes the member, in cents (negative: the member owes).' })
  balanceCents!: number;
  @Field({ description: 'Every dues period charged is paid in full.' }) duesUpToDate!: boolean;
  @Field(() => [String], { description: 'Dues periods charged and not fully paid, oldest first.' })
  duesOwing!: string[];
}

@ObjectType()
export class PrizePoolView {
  @Field() reference!: string;
  @Field(() => [Int]) payout!: number[];
  @Field(() => Int) clubCutBasisPoints!: number;
  @Field(() => Int) jackpotBasisPoints!: number;
  @Field(() => Int) feesCents!: number;
  @Field(() => Int) clubCutCents!: number;
  @Field(() => Int) jackpotAddedCents!: number;
  @Field(() => Int) jackpotPaidCents!: number;
  @Field(() => Int) jackpotCarriedCents!: number;
  @Field(() => [Int], { description: 'Per place, first place first.' }) prizesCents!: number[];
}

@ObjectType()
export class ClubBookView {
  @Field(() => UUID) clubId!: string;
  @Field({ description: 'ISO 4217 (BRL by default).' }) currency!: string;
  @Field(() => Int, { description: 'The jackpot carried to the next event, in cents.' })
  jackpotCents!: number;
  @Field(() => [BookEntryView], { description: 'Every entry by date, with each member running balance.' })
  entries!: BookEntryView[];
  @Field(() => [MemberBalanceView]) balances!: MemberBalanceView[];
  @Field(() => [PrizePoolView], { description: 'Prize pools paid out, latest first.' })
  prizePools!: PrizePoolView[];
}

@ObjectType()
export class MemberStatementView {
  @Field() currency!: string;
  @Field(() => [BookEntryView]) entries!: BookEntryView[];
  @Field(() => Int) balanceCents!: number;
}

@InputType()
export class BookEntryInput {
  @Field(() => UUID) clubId!: string;
  @Field(() => UUID) memberId!: string;
  @Field(() => BookEntryKind) kind!: BookEntryKind;
  @Field(() => Int, { description: 'Cents, a whole number (never a fraction).' }) amountCents!: number;
  @Field(() => PaymentMethod, { nullable: true, description: 'A PAYMENT or PRIZE_PAID: cash or transfer.' })
  method?: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: 'DUES and their payments: the period, e.g. 2026-12.' })
  period?: string | null;
  @Field(() => String, { nullable: true, description: 'The tournament or league evening (its entry fees).' })
  reference?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (default today, UTC).' }) date?:
    string | null;
}

@InputType()
export class PrizePoolInput {
  @Field(() => UUID) clubId!: string;
  @Field({ description: 'The event whose FEE entries make the pool.' }) reference!: string;
  @Field(() => [Int], { description: 'Shares per place, e.g. [60, 30, 10] or [2, 1].' }) payout!: number[];
  @Field(() => Int, { description: "The club's cut, basis points of the fees (1000 = 10 %)." })
  clubCutBasisPoints!: number;
  @Field(() => Int, { description: 'Put into the jackpot, basis points of the fees.' })
  jackpotBasisPoints!: number;
  @Field({ description: 'The carried jackpot is won this time (added to the prizes).' }) payJackpot!: boolean;
  @Field(() => [UUID], { description: 'The members placed, first place first (at most one per share).' })
  placings!: string[];
}
