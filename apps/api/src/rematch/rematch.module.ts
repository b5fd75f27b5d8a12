/** "Revanche" (issue 42, part 3): its own module beside play/, whose stores it uses without changing them. */
import { Module } from '@nestjs/common';
import { RematchResolver } from './rematch.resolver';
import { RematchService } from './rematch.service';

@Module({ providers: [RematchService, RematchResolver] })
export class RematchModule {}
