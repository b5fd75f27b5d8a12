import { Field, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: "The signed-in member's board options (the site keeps a guest's in the browser).",
})
export class BoardOptions {
  @Field({ description: '"off", "fast", "normal" or "slow" (reduced motion in the browser means "off").' })
  animation!: string;

  @Field()
  sound!: boolean;

  @Field({ description: 'Roll at once when rolling is the only thing to do.' })
  autoRoll!: boolean;

  @Field({ description: 'In a race with every checker home, bear off by itself.' })
  autoBearOff!: boolean;

  @Field({ description: 'A tap on a checker with a single legal destination moves it.' })
  oneTap!: boolean;

  @Field({ description: 'Where the home board is drawn: "right" or "left".' })
  direction!: string;

  @Field({ description: 'The checkers\' palette: "classic", "wood" or "contrast".' })
  colors!: string;

  @Field({ description: 'Zoom in on the home board while bearing in.' })
  homeZoom!: boolean;
}

@InputType({ description: 'A change of board options: the fields given replace the kept ones.' })
export class BoardOptionsInput {
  @Field({ nullable: true })
  animation?: string;

  @Field({ nullable: true })
  sound?: boolean;

  @Field({ nullable: true })
  autoRoll?: boolean;

  @Field({ nullable: true })
  autoBearOff?: boolean;

  @Field({ nullable: true })
  oneTap?: boolean;

  @Field({ nullable: true })
  direction?: string;

  @Field({ nullable: true })
  colors?: string;

  @Field({ nullable: true })
  homeZoom?: boolean;
}
