import type { ChouetteOwnErrorCode } from '@gamao/chouette';
import type { RuleErrorCode } from '@gamao/engine';
import type { TournamentErrorCode } from '@gamao/tournament';

/** The API's own error codes; the engine's rule codes travel unchanged beside them. */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'STALE_SEQUENCE'
  | 'RATE_LIMITED'
  | 'EMAIL_IN_USE'
  | 'WEAK_PASSWORD'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_INVITATION'
  | 'ALREADY_MEMBER'
  | 'NOT_A_MEMBER'
  | 'LAST_OWNER'
  | 'SAME_PLAYER'
  | 'CHALLENGE_NOT_PENDING'
  | 'MATCH_NOT_ACTIVE'
  | 'MATCH_NOT_FINISHED'
  | 'CLIENT_SEED_LOCKED'
  | 'WRONG_TOURNAMENT_STATUS'
  | 'REGISTRATION_CLOSED'
  | 'TOURNAMENT_FULL'
  | 'ALREADY_REGISTERED'
  | 'NOT_REGISTERED'
  | 'REPORT_NOT_PENDING'
  | 'PHYSICAL_MATCH'
  | 'TOURNAMENT_MATCH'
  | 'NO_DICE_SEED'
  | 'SESSION_NOT_CLOSED'
  | 'MATCH_PLAYED_ONLINE'
  | 'REASON_REQUIRED'
  | 'INVALID_CHOUETTE_CODE'
  | 'NOT_IN_TEAM'
  | 'SERVICE_UNAVAILABLE'
  | 'EVENT_NOT_DEAD'
  | 'INTERNAL_SERVER_ERROR';

/** The chouette library's NOT_A_MEMBER (of the team in the game) travels as NOT_IN_TEAM. */
export type ErrorCode = ApiErrorCode | RuleErrorCode | TournamentErrorCode | ChouetteOwnErrorCode;
export type Language = 'pt-BR' | 'en';

/** One readable message per code and language; the engine's English message is the fallback. */
export const MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  UNAUTHENTICATED: { 'pt-BR': 'Entre na sua conta para continuar.', en: 'Sign in to continue.' },
  FORBIDDEN: { 'pt-BR': 'Você não tem permissão para isso.', en: 'You are not allowed to do that.' },
  NOT_FOUND: { 'pt-BR': 'Não encontrado.', en: 'Not found.' },
  BAD_USER_INPUT: { 'pt-BR': 'Dados inválidos.', en: 'Invalid input.' },
  STALE_SEQUENCE: {
    'pt-BR': 'A partida mudou desde a sua última atualização; nada foi alterado.',
    en: 'The match changed since you last saw it; nothing was changed.',
  },
  RATE_LIMITED: {
    'pt-BR': 'Muitas ações seguidas; espere um pouco.',
    en: 'Too many actions; wait a moment.',
  },
  EMAIL_IN_USE: { 'pt-BR': 'Este e-mail já está em uso.', en: 'This email is already in use.' },
  WEAK_PASSWORD: {
    'pt-BR': 'A senha precisa ter pelo menos 10 caracteres, com letras e números.',
    en: 'The password needs at least 10 characters, with letters and digits.',
  },
  INVALID_CREDENTIALS: { 'pt-BR': 'E-mail ou senha incorretos.', en: 'Wrong email or password.' },
  TOO_MANY_ATTEMPTS: {
    'pt-BR': 'Muitas tentativas de entrar; tente de novo em alguns minutos.',
    en: 'Too many sign-in attempts; try again in a few minutes.',
  },
  INVALID_INVITATION: { 'pt-BR': 'Código de convite inválido.', en: 'Invalid invitation code.' },
  ALREADY_MEMBER: { 'pt-BR': 'Você já é membro deste clube.', en: 'You are already a member of this club.' },
  NOT_A_MEMBER: { 'pt-BR': 'Não é membro deste clube.', en: 'Not a member of this club.' },
  LAST_OWNER: {
    'pt-BR': 'O clube precisa de pelo menos um dono.',
    en: 'The club needs at least one owner.',
  },
  SAME_PLAYER: { 'pt-BR': 'Você não pode desafiar a si mesmo.', en: 'You cannot challenge yourself.' },
  CHALLENGE_NOT_PENDING: {
    'pt-BR': 'Este desafio não está mais pendente.',
    en: 'This challenge is no longer pending.',
  },
  MATCH_NOT_ACTIVE: { 'pt-BR': 'A partida não está em andamento.', en: 'The match is not in progress.' },
  MATCH_NOT_FINISHED: { 'pt-BR': 'A partida ainda não terminou.', en: 'The match has not finished yet.' },
  CLIENT_SEED_LOCKED: {
    'pt-BR': 'A semente só pode ser definida antes do primeiro lançamento.',
    en: 'The client seed can only be set before the first roll.',
  },
  INTERNAL_SERVER_ERROR: { 'pt-BR': 'Erro interno; tente de novo.', en: 'Internal error; please try again.' },
  SERVICE_UNAVAILABLE: {
    'pt-BR': 'O serviço está indisponível por um instante; tente de novo.',
    en: 'The service is briefly unavailable; try again.',
  },
  EVENT_NOT_DEAD: {
    'pt-BR': 'Este evento não está parado: ele já foi entregue ou ainda está na fila.',
    en: 'This event is not dead-lettered: it was delivered or is still queued.',
  },
  WRONG_TOURNAMENT_STATUS: {
    'pt-BR': 'O torneio não está na fase certa para isso.',
    en: 'The tournament is not at the right stage for that.',
  },
  REGISTRATION_CLOSED: { 'pt-BR': 'As inscrições estão fechadas.', en: 'Registration is closed.' },
  TOURNAMENT_FULL: { 'pt-BR': 'O torneio está lotado.', en: 'The tournament is full.' },
  ALREADY_REGISTERED: {
    'pt-BR': 'Você já está inscrito neste torneio.',
    en: 'You are already registered for this tournament.',
  },
  NOT_REGISTERED: {
    'pt-BR': 'Jogador não inscrito neste torneio.',
    en: 'Not registered for this tournament.',
  },
  REPORT_NOT_PENDING: {
    'pt-BR': 'Este resultado não está mais aguardando confirmação.',
    en: 'This result is no longer awaiting confirmation.',
  },
  NO_DICE_SEED: {
    'pt-BR': 'Esta mesa não tem dados verificáveis: os dados são os do tabuleiro físico.',
    en: 'This table has no verifiable dice: its dice are those of the physical board.',
  },
  SESSION_NOT_CLOSED: {
    'pt-BR': 'A semente dos dados é revelada quando a sessão termina.',
    en: 'The dice seed is revealed when the session ends.',
  },
  TOURNAMENT_MATCH: {
    'pt-BR': 'Esta partida é de um torneio: ela começa pela página do torneio, não como desafio.',
    en: 'This is a tournament match: it starts from the tournament page, not as a challenge.',
  },
  PHYSICAL_MATCH: {
    'pt-BR': 'Esta partida é jogada num tabuleiro físico: informe o resultado.',
    en: 'This match is played on a physical board: report its result.',
  },
  MATCH_PLAYED_ONLINE: {
    'pt-BR': 'Esta partida está sendo jogada no site; o resultado vem do jogo.',
    en: 'This match is being played on the site; its result comes from the game.',
  },
  REASON_REQUIRED: {
    'pt-BR': 'Escreva o motivo (3 a 1000 caracteres).',
    en: 'Write the reason (3 to 1000 characters).',
  },
  INVALID_MATCH_LENGTH: {
    'pt-BR': 'Comprimento de partida inválido (números inteiros de 1 a 99).',
    en: 'Invalid match length (whole numbers from 1 to 99).',
  },
  INVALID_SCORE: { 'pt-BR': 'Placar inválido para esta partida.', en: 'Invalid score for this match.' },
  INVALID_RATING: { 'pt-BR': 'Rating inválido.', en: 'Invalid rating.' },
  DUPLICATE_PLAYER: { 'pt-BR': 'Jogador repetido.', en: 'A player is listed twice.' },
  TOO_FEW_PLAYERS: { 'pt-BR': 'Jogadores insuficientes.', en: 'Too few players.' },
  UNKNOWN_PLAYER: {
    'pt-BR': 'Jogador desconhecido neste torneio.',
    en: 'Unknown player in this tournament.',
  },
  UNKNOWN_MATCH: { 'pt-BR': 'Partida desconhecida neste torneio.', en: 'Unknown match in this tournament.' },
  PLAYER_NOT_IN_MATCH: {
    'pt-BR': 'Este jogador não joga esta partida.',
    en: 'That player does not play in this match.',
  },
  MATCH_NOT_READY: {
    'pt-BR': 'A partida ainda não tem os dois jogadores.',
    en: 'The match does not have both players yet.',
  },
  MATCH_IS_BYE: {
    'pt-BR': 'Esta partida é um bye: não há jogo.',
    en: 'This match is a bye: nothing to play.',
  },
  RESULT_ALREADY_RECORDED: {
    'pt-BR': 'Esta partida já tem resultado; corrija-o em vez disso.',
    en: 'This match already has a result; correct it instead.',
  },
  NO_RESULT: { 'pt-BR': 'Esta partida ainda não tem resultado.', en: 'This match has no result yet.' },
  ROUND_NOT_FINISHED: {
    'pt-BR': 'A rodada atual ainda tem partidas sem resultado.',
    en: 'The current round still has matches without a result.',
  },
  ALL_ROUNDS_PAIRED: {
    'pt-BR': 'Todas as rodadas já foram emparceiradas.',
    en: 'Every round is already paired.',
  },
  FLIGHT_NOT_FINISHED: {
    'pt-BR': 'Esta chave ainda tem partidas a jogar.',
    en: 'This flight still has matches to play.',
  },
  UNKNOWN_FLIGHT: { 'pt-BR': 'Este torneio não tem essa chave.', en: 'This tournament has no such flight.' },
  UNKNOWN_GROUP: { 'pt-BR': 'Este torneio não tem esse grupo.', en: 'This tournament has no such group.' },
  MUST_ENTER_FROM_BAR: {
    'pt-BR': 'Você precisa reentrar a peça da barra antes de qualquer outro lance.',
    en: 'You must enter from the bar first.',
  },
  POINT_BLOCKED: { 'pt-BR': 'A ponta de destino está bloqueada.', en: 'That point is blocked.' },
  MUST_USE_BOTH_DICE: {
    'pt-BR': 'Existe um jeito de usar os dois dados: você precisa usá-los.',
    en: 'Both dice can be played, so both must be.',
  },
  MUST_USE_HIGHER_DIE: {
    'pt-BR': 'Só um dado pode ser jogado: tem de ser o maior.',
    en: 'Only one die can be played: it must be the higher one.',
  },
  MUST_PLAY_MORE_DICE: {
    'pt-BR': 'Ainda há lances possíveis com o dado dobrado.',
    en: 'More of the doubles can still be played.',
  },
  BEAR_OFF_NOT_ALLOWED: {
    'pt-BR': 'Só se retira peças com as 15 dentro de casa.',
    en: 'Bearing off needs all checkers in the home board.',
  },
  NOT_YOUR_CHECKER: { 'pt-BR': 'Não há peça sua nessa ponta.', en: 'You have no checker there.' },
  DIE_NOT_AVAILABLE: {
    'pt-BR': 'Esse lance não corresponde a um dado disponível.',
    en: 'That move does not match an available die.',
  },
  WRONG_DIRECTION: { 'pt-BR': 'Nenhuma peça anda para trás.', en: 'Checkers never move backwards.' },
  INVALID_MOVE: { 'pt-BR': 'Lance inválido.', en: 'Invalid move.' },
  ILLEGAL_PLAY: { 'pt-BR': 'Jogada não permitida pelas regras.', en: 'That play is not legal.' },
  NOT_YOUR_TURN: { 'pt-BR': 'Não é a sua vez.', en: 'It is not your turn.' },
  GAME_OVER: { 'pt-BR': 'Este jogo já terminou.', en: 'This game is over.' },
  MATCH_OVER: { 'pt-BR': 'A partida já terminou.', en: 'The match is over.' },
  MUST_ROLL: { 'pt-BR': 'Lance os dados primeiro.', en: 'Roll the dice first.' },
  ALREADY_ROLLED: { 'pt-BR': 'Os dados já foram lançados.', en: 'The dice are already rolled.' },
  NO_DOUBLE_OFFERED: { 'pt-BR': 'Nenhuma dobra foi oferecida.', en: 'No double was offered.' },
  DOUBLE_PENDING: { 'pt-BR': 'Há uma dobra esperando resposta.', en: 'A double awaits an answer.' },
  CANNOT_DOUBLE: { 'pt-BR': 'Você não pode dobrar agora.', en: 'You cannot double now.' },
  CUBE_NOT_ALLOWED: { 'pt-BR': 'Esta partida não usa o cubo.', en: 'This match does not use the cube.' },
  CRAWFORD_NO_DOUBLE: {
    'pt-BR': 'Não se dobra no jogo Crawford.',
    en: 'No doubling in the Crawford game.',
  },
  CUBE_AT_MAXIMUM: { 'pt-BR': 'O cubo já está no valor máximo.', en: 'The cube is at its maximum.' },
  BEAVER_NOT_ALLOWED: { 'pt-BR': 'Biva não permitida aqui.', en: 'Beavers are not allowed here.' },
  RACCOON_NOT_ALLOWED: { 'pt-BR': 'Racum não permitido aqui.', en: 'Raccoons are not allowed here.' },
  BEAVER_REFUSAL_NOT_ALLOWED: {
    'pt-BR': 'Nesta partida a biva não pode ser recusada.',
    en: 'A beaver cannot be refused in this match.',
  },
  NO_RESIGNATION_OFFERED: {
    'pt-BR': 'Nenhuma desistência foi oferecida.',
    en: 'No resignation was offered.',
  },
  RESIGNATION_PENDING: {
    'pt-BR': 'Há uma desistência esperando resposta.',
    en: 'A resignation awaits an answer.',
  },
  INVALID_RESIGNATION: { 'pt-BR': 'Desistência inválida.', en: 'Invalid resignation.' },
  INVALID_ACTION: { 'pt-BR': 'Ação inválida.', en: 'Invalid action.' },
  INVALID_NOTATION: { 'pt-BR': 'Notação inválida.', en: 'Invalid notation.' },
  INVALID_POSITION: { 'pt-BR': 'Posição inválida.', en: 'Invalid position.' },
  INVALID_POSITION_ID: { 'pt-BR': 'Position ID inválido.', en: 'Invalid Position ID.' },
  INVALID_MATCH_ID: { 'pt-BR': 'Match ID inválido.', en: 'Invalid Match ID.' },
  INVALID_OPTIONS: { 'pt-BR': 'Opções inválidas.', en: 'Invalid options.' },
  // ---- chouette (the library's codes, and the API's own) ----
  INVALID_CHOUETTE_CODE: {
    'pt-BR': 'Código de chouette inválido.',
    en: 'Invalid chouette code.',
  },
  NOT_IN_TEAM: {
    'pt-BR': 'Você não está no time deste jogo (ou já saiu dele).',
    en: 'You are not in the team of this game (or already out of it).',
  },
  INVALID_PLAYER: { 'pt-BR': 'Jogador inválido.', en: 'Invalid player.' },
  ALREADY_PRESENT: { 'pt-BR': 'Este jogador já está na mesa.', en: 'This player is already at the table.' },
  NOT_PRESENT: { 'pt-BR': 'Este jogador não está na mesa.', en: 'This player is not at the table.' },
  SEATING_IN_PROGRESS: {
    'pt-BR': 'A ordem da mesa ainda está sendo sorteada.',
    en: 'The order of the table is still being rolled.',
  },
  NOT_SEATING: {
    'pt-BR': 'A ordem da mesa já foi definida.',
    en: 'The order of the table is already settled.',
  },
  ALREADY_ROLLED_FOR_ORDER: {
    'pt-BR': 'Este jogador já lançou os dados nesta rodada do sorteio.',
    en: 'This player has already rolled in this round of the draw.',
  },
  NOT_ROLLING_FOR_ORDER: {
    'pt-BR':
      'Este jogador não lança agora: só os empatados relançam, e quem chegou depois vai para o fim da fila.',
    en: 'This player does not roll now: only tied players re-roll, and latecomers go to the end of the queue.',
  },
  GAME_IN_PROGRESS: {
    'pt-BR': 'Há um jogo em andamento: espere ele terminar.',
    en: 'A game is in progress: wait until it is over.',
  },
  NO_GAME: { 'pt-BR': 'Nenhum jogo em andamento.', en: 'No game is in progress.' },
  NOT_BOX: { 'pt-BR': 'Só o box pode fazer isso.', en: 'Only the box can do that.' },
  NOT_CAPTAIN: {
    'pt-BR': 'Só o capitão (ou o capitão em exercício) pode fazer isso.',
    en: 'Only the captain (or the acting captain) can do that.',
  },
  MEMBER_OUT: {
    'pt-BR': 'Este jogador já saiu deste jogo.',
    en: 'This player is already out of this game.',
  },
  PARTNER_NOT_ALLOWED: {
    'pt-BR': 'Sócio não permitido com este número de jogadores.',
    en: 'No partner with this number of players.',
  },
  INVALID_PARTNER: {
    'pt-BR': 'O sócio é um jogador da fila (não o capitão).',
    en: 'The partner is a player of the queue (not the captain).',
  },
  ALREADY_DECLARED: {
    'pt-BR': 'Você já declarou se dobra ou não.',
    en: 'You have already declared whether you double.',
  },
  NOT_DECLARING: { 'pt-BR': 'Não há dobra para declarar agora.', en: 'There is no double to declare now.' },
  DECLARATIONS_PENDING: {
    'pt-BR': 'Aguardando todos do time declararem se dobram.',
    en: 'Waiting for every team member to declare.',
  },
  ALREADY_DOUBLED_THIS_TURN: {
    'pt-BR': 'Já houve dobra nesta vez.',
    en: 'There has already been a double this turn.',
  },
  NO_CUBE_TO_DOUBLE: {
    'pt-BR': 'Nenhum dado de dobra pode ser dobrado agora.',
    en: 'No cube can be doubled now.',
  },
  CONSULTATION_NOT_ALLOWED: {
    'pt-BR': 'A regra de consulta desta mesa não permite sua sugestão.',
    en: "This table's consultation rule does not allow your suggestion.",
  },
  NO_SUGGESTION: {
    'pt-BR': 'Este jogador não sugeriu jogada para estes dados.',
    en: 'This player has no suggestion for this roll.',
  },
  SCOREKEEPER_ONLY: {
    'pt-BR': 'Só no modo de anotação (tabuleiro físico).',
    en: 'Scorekeeper mode (physical board) only.',
  },
  BOARD_ONLY: {
    'pt-BR': 'Só no tabuleiro do site; no tabuleiro físico, anote o resultado.',
    en: "On the site's board only; for a physical board, record the result.",
  },
  INVALID_RESULT: { 'pt-BR': 'Resultado inválido.', en: 'Invalid result.' },
  UNKNOWN_GAME: { 'pt-BR': 'Este jogo ainda não foi jogado.', en: 'This game has not been played.' },
  INVALID_CORRECTION: {
    'pt-BR': 'Correção inválida: pontos inteiros entre jogadores da sessão, somando zero, com um motivo.',
    en: 'Invalid correction: whole points between players of the session, summing to zero, with a reason.',
  },
  SESSION_CLOSED: { 'pt-BR': 'A sessão já terminou.', en: 'The session is over.' },
};

/** pt-BR unless the caller prefers English (Accept-Language). */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'pt-BR';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}

export function messageFor(code: string, language: Language, fallback?: string): string {
  return MESSAGES[code as ErrorCode]?.[language] ?? fallback ?? MESSAGES.INTERNAL_SERVER_ERROR[language];
}
