/**
 * The scorekeeper's sheet over GraphQL (issue 42, house rules): a game's score, a member's cube (value and
 * owner), the players' column order, deleting the last game, a break after a game. Each is an action of the
 * table's log (`sheetEdit`, ChouetteGameService.act) sent by the organiser or a club director with the
 * sequence number they saw and a written reason; the points an edit moves go into the ledger as a correction
 * (so the totals, the settlement and the club's book follow), and every edit is audited (chouette.sheetEdit)
 * with who, why, before and after. @gamao/chouette (sheet.ts) decides what an edit may be.
 */
import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { ScoreEdit } from '@gamao/chouette';
import { Viewer } from '../core/auth/viewer.decorator';
import { badInput } from '../core/errors/domain-error';
import { ExpectedSeq } from '../core/graphql/expected-seq.arg';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { requiredReason } from '../core/validation/text-rules';
import {
  correctionReasonRules,
  gameNumberRules,
  sheetCubeRules,
  sheetOrderRules,
  sheetPointsRules,
} from './chouette-input-rules';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteCubeOwnerEnum } from './chouette-sheet.model';
import { Chouette } from './chouette.model';

const ID = () => Args('chouetteId', { type: () => UUID });
const GAME = (name = 'game', description = '0-based game number.') =>
  Args(name, { type: () => Int, description }, InputRules(gameNumberRules));
const REASON = () =>
  Args(
    'reason',
    { description: 'Why (3 to 1000 characters): kept in the audit chain.' },
    InputRules(correctionReasonRules),
  );

@Resolver()
export class ChouetteSheetResolver {
  constructor(private readonly game: ChouetteGameService) {}

  private edit(viewer: Viewer, id: string, expectedSeq: number, edit: ScoreEdit, reason: string) {
    const why = requiredReason(reason);
    return this.game.act(viewer.id, id, expectedSeq, { type: 'sheetEdit', edit, reason: why });
  }

  @Mutation(() => Chouette, {
    description:
      "Scorekeeper's sheet (organiser or club director): a member's cube in a finished game, its value (a power " +
      "of two) and owner; the member's points scale with the value, the box side follows, and the change goes " +
      'into the ledger as a correction. Audited with the reason.',
  })
  editChouetteCube(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @GAME() game: number,
    @Args('member', { type: () => UUID }) member: string,
    @Args('value', { type: () => Int }, InputRules(sheetCubeRules)) value: number,
    @Args('owner', { type: () => ChouetteCubeOwnerEnum }) owner: ChouetteCubeOwnerEnum,
    @REASON() reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.edit(viewer, id, expectedSeq, { kind: 'cube', game, member, value, owner }, reason);
  }

  @Mutation(() => Chouette, {
    description:
      "Scorekeeper's sheet (organiser or club director): a member's points in a finished game (the box side " +
      'follows, split with the partner); the change goes into the ledger as a correction. Audited with the reason.',
  })
  editChouetteScore(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @GAME() game: number,
    @Args('member', { type: () => UUID }) member: string,
    @Args('points', { type: () => Int }, InputRules(sheetPointsRules)) points: number,
    @REASON() reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.edit(viewer, id, expectedSeq, { kind: 'score', game, member, points }, reason);
  }

  @Mutation(() => Chouette, {
    description:
      "Scorekeeper's sheet (organiser or club director): the players' columns in a new order, every player of " +
      'the session once (INVALID_EDIT otherwise). Audited with the reason.',
  })
  reorderChouetteSheet(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('players', { type: () => [UUID] }, InputRules(sheetOrderRules)) players: string[],
    @REASON() reason: string,
    @Viewer() viewer: Viewer,
  ) {
    if (new Set(players).size !== players.length) throw badInput('A player is listed twice', 'players');
    return this.edit(viewer, id, expectedSeq, { kind: 'reorder', players }, reason);
  }

  @Mutation(() => Chouette, {
    description:
      "Scorekeeper's sheet (organiser or club director): deletes the last game on the sheet; a correction " +
      'takes its points back (UNKNOWN_GAME when there is none). The rotation stays as it is. Audited with the reason.',
  })
  deleteLastChouetteGame(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @REASON() reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.edit(viewer, id, expectedSeq, { kind: 'deleteLast' }, reason);
  }

  @Mutation(() => Chouette, {
    description:
      "Scorekeeper's sheet (organiser or club director): marks a break after a game (`marked` false takes a " +
      'marked break away). Audited with the reason.',
  })
  markChouetteBreak(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @GAME('after', 'The game the break follows (0-based).') after: number,
    @Args('marked', { type: () => Boolean, defaultValue: true }) marked: boolean,
    @REASON() reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.edit(viewer, id, expectedSeq, { kind: marked ? 'break' : 'unbreak', after }, reason);
  }
}
