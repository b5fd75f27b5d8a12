import { registerEnumType } from '@nestjs/graphql';

/* The scoring vocabulary shared by matches, chouette tables and tournaments. */

export enum ScoringProfileEnum {
  international = 'international',
  simple = 'simple',
  traditional = 'traditional',
}
registerEnumType(ScoringProfileEnum, {
  name: 'ScoringProfile',
  description:
    'international: 1/2/3 x cube; simple: every game 1 point, no cube; traditional: seed 000 table.',
});

export enum WinKindEnum {
  single = 'single',
  gammon = 'gammon',
  backgammon = 'backgammon',
}
registerEnumType(WinKindEnum, { name: 'WinKind' });
