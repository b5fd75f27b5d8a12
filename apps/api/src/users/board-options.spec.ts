import { codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { DEFAULT_BOARD_OPTIONS, decodeBoardOptions, givenOptions } from './board-options';

const FIELDS = 'animation sound autoRoll autoBearOff oneTap direction colors homeZoom';
const READ = `{ boardOptions { ${FIELDS} } }`;
const SET = `mutation($input: BoardOptionsInput!) { setBoardOptions(input: $input) { ${FIELDS} } }`;

describe('board options (pure)', () => {
  it('decodes what is stored: missing or unknown values fall back to the defaults', () => {
    expect(decodeBoardOptions(null)).toEqual(DEFAULT_BOARD_OPTIONS);
    expect(
      decodeBoardOptions({ animation: 'slow', sound: true, colors: 'purple', oneTap: 'yes', x: 1 }),
    ).toEqual({
      ...DEFAULT_BOARD_OPTIONS,
      animation: 'slow',
      sound: true,
    });
  });

  it('keeps only the fields a change gives', () => {
    expect(givenOptions({ direction: 'left', sound: null, autoRoll: false, homeZoom: undefined })).toEqual({
      direction: 'left',
      autoRoll: false,
    });
  });
});

describe('board options (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the defaults, then keeps each change for the member, merging with what was kept', async () => {
    const ana = await signUp(t, 'Ana Opções');
    expect((await ana.gql(READ)).data).toEqual({ boardOptions: DEFAULT_BOARD_OPTIONS });
    const set = await ana.gql(SET, { input: { direction: 'left', colors: 'wood', oneTap: true } });
    expect(set.data).toEqual({
      setBoardOptions: { ...DEFAULT_BOARD_OPTIONS, direction: 'left', colors: 'wood', oneTap: true },
    });
    await ana.gql(SET, { input: { animation: 'off', sound: true } });
    expect((await ana.gql(READ)).data).toEqual({
      boardOptions: {
        ...DEFAULT_BOARD_OPTIONS,
        direction: 'left',
        colors: 'wood',
        oneTap: true,
        animation: 'off',
        sound: true,
      },
    });
    // Another member's options are their own.
    const bia = await signUp(t, 'Bia Opções');
    expect((await bia.gql(READ)).data).toEqual({ boardOptions: DEFAULT_BOARD_OPTIONS });
  });

  it('refuses an unknown value with its field and changes nothing', async () => {
    const caio = await signUp(t, 'Caio Opções');
    await caio.gql(SET, { input: { colors: 'contrast' } });
    for (const input of [{ colors: 'purple' }, { animation: 'warp' }, { direction: 'up', sound: true }]) {
      const refused = await caio.gql(SET, { input });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].extensions).toMatchObject({ field: Object.keys(input)[0] });
    }
    expect((await caio.gql(READ)).data).toEqual({
      boardOptions: { ...DEFAULT_BOARD_OPTIONS, colors: 'contrast' },
    });
  });

  it('refuses a caller who is not signed in, to read or to change', async () => {
    expect(codeOf(await t.gql(READ))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SET, { input: { sound: true } }))).toBe('UNAUTHENTICATED');
  });
});
