import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { PrismaService } from '../core/database/prisma.service';
import { InputRules } from '../core/validation/input-rules.pipe';
import { decodeBoardOptions, givenOptions } from './board-options';
import { boardOptionsRules } from './board-options-input-rules';
import { BoardOptions, BoardOptionsInput } from './board-options.model';
import * as store from './board-options.store';

/** A member's board options: read and changed by the member only (the viewer's own row). */
@Resolver()
export class BoardOptionsResolver {
  constructor(private readonly prisma: PrismaService) {}

  @Query(() => BoardOptions, {
    description: "The signed-in member's board options (the defaults until saved).",
  })
  async boardOptions(@Viewer() viewer: Viewer): Promise<BoardOptions> {
    return decodeBoardOptions(await store.storedBoardOptions(this.prisma, viewer.id));
  }

  @Mutation(() => BoardOptions, { description: "Changes the signed-in member's board options." })
  async setBoardOptions(
    @Args('input', InputRules(boardOptionsRules)) input: BoardOptionsInput,
    @Viewer() viewer: Viewer,
  ): Promise<BoardOptions> {
    return decodeBoardOptions(await store.mergeBoardOptions(this.prisma, viewer.id, givenOptions(input)));
  }
}
