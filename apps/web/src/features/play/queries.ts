import { graphql } from '@/gql';

/** The signed-in member's board options (guests keep theirs in the browser: board-options.ts). */
export const BoardOptionsQuery = graphql(`
  query BoardOptions {
    boardOptions {
      animation
      sound
      autoRoll
      autoBearOff
      oneTap
      direction
      colors
      homeZoom
    }
  }
`);

export const SetBoardOptionsMutation = graphql(`
  mutation SetBoardOptions($input: BoardOptionsInput!) {
    setBoardOptions(input: $input) {
      animation
      sound
      autoRoll
      autoBearOff
      oneTap
      direction
      colors
      homeZoom
    }
  }
`);
