import { Module } from '@nestjs/common';
import { BoardOptionsResolver } from './board-options.resolver';

/** What a member keeps for themselves: the board options. */
@Module({ providers: [BoardOptionsResolver] })
export class UsersModule {}
