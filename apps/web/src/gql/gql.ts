/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Profile {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myMatches(status: [ACTIVE, FINISHED]) {\n      id\n      status\n      viewerSide\n      winner\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      displayName\n      locale\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      me {\n        locale\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      displayName\n      locale\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n": typeof types.MyClubsDocument,
    "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.ClubHomeDocument,
    "\n  query ClubMembers($clubId: UUID!) {\n    me {\n      id\n    }\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      role\n      joinedAt\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ClubMembersDocument,
    "\n  mutation CreateClub($name: String!) {\n    createClub(input: { name: $name }) {\n      id\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation JoinClub($code: String!) {\n    joinClub(invitationCode: $code) {\n      id\n    }\n  }\n": typeof types.JoinClubDocument,
    "\n  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {\n    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": typeof types.SetMemberRoleDocument,
    "\n  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {\n    removeMember(clubId: $clubId, userId: $userId)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation RegenerateCode($clubId: UUID!) {\n    regenerateInvitationCode(clubId: $clubId) {\n      invitationCode\n    }\n  }\n": typeof types.RegenerateCodeDocument,
    "\n  mutation LeaveClub($clubId: UUID!) {\n    leaveClub(clubId: $clubId)\n  }\n": typeof types.LeaveClubDocument,
    "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.MyChallengesDocument,
    "\n  mutation Challenge($input: ChallengeInput!) {\n    challenge(input: $input) {\n      id\n    }\n  }\n": typeof types.ChallengeDocument,
    "\n  mutation AcceptChallenge($matchId: UUID!) {\n    acceptChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($matchId: UUID!) {\n    declineChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.DeclineChallengeDocument,
    "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n  }\n": typeof types.OnlineMatchFragmentDoc,
    "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.OnlineMatchDocument,
    "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RollDiceDocument,
    "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, seq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.SubmitPlayDocument,
    "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.OfferDoubleDocument,
    "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.TakeDoubleDocument,
    "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.DropDoubleDocument,
    "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.BeaverDocument,
    "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RaccoonDocument,
    "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RefuseBeaverDocument,
    "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, seq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.ResignDocument,
    "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.AcceptResignationDocument,
    "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RejectResignationDocument,
    "\n  query MatchMat($matchId: UUID!) {\n    matchMat(matchId: $matchId)\n  }\n": typeof types.MatchMatDocument,
    "\n  query VerifyMatchDice($matchId: UUID!) {\n    verifyMatchDice(matchId: $matchId) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": typeof types.VerifyMatchDiceDocument,
    "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n    }\n  }\n": typeof types.MatchUpdatedDocument,
    "\n  query TournamentsHome {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myTournaments {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n    myTournamentMatches {\n      tournament {\n        id\n        name\n      }\n      match {\n        slot\n        matchId\n        round\n        length\n        flight\n        kind\n        matchStatus\n        player1 {\n          id\n          displayName\n        }\n        player2 {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.TournamentsHomeDocument,
    "\n  query ClubTournaments($clubId: UUID!) {\n    clubTournaments(clubId: $clubId) {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n  }\n": typeof types.ClubTournamentsDocument,
    "\n  query NewTournament($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": typeof types.NewTournamentDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n  }\n": typeof types.TournamentFieldsFragmentDoc,
    "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n": typeof types.TournamentMatchFieldsFragmentDoc,
    "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n": typeof types.TournamentDocument,
    "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentStandingsDocument,
    "\n  query TournamentPlacings($id: UUID!, $flight: Flight!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentPlacingsDocument,
    "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n": typeof types.TournamentCsvDocument,
    "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: 500) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentAuditDocument,
    "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.RatingHistoryDocument,
    "\n  query ClubRatings($clubId: UUID!, $userId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ClubRatingsDocument,
    "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTournamentDocument,
    "\n  mutation RegisterForTournament($id: UUID!) {\n    registerForTournament(tournamentId: $id) {\n      registeredAt\n    }\n  }\n": typeof types.RegisterForTournamentDocument,
    "\n  mutation WithdrawFromTournament($id: UUID!, $userId: UUID) {\n    withdrawFromTournament(tournamentId: $id, userId: $userId) {\n      withdrawnAt\n    }\n  }\n": typeof types.WithdrawFromTournamentDocument,
    "\n  mutation CheckInTournament($id: UUID!, $userId: UUID) {\n    checkInTournament(tournamentId: $id, userId: $userId) {\n      checkedInAt\n    }\n  }\n": typeof types.CheckInTournamentDocument,
    "\n  mutation SetTournamentSeeding($id: UUID!, $method: SeedingMethod!, $order: [UUID!]) {\n    setTournamentSeeding(tournamentId: $id, method: $method, order: $order) {\n      id\n    }\n  }\n": typeof types.SetTournamentSeedingDocument,
    "\n  mutation DrawTournament($id: UUID!) {\n    drawTournament(tournamentId: $id) {\n      id\n    }\n  }\n": typeof types.DrawTournamentDocument,
    "\n  mutation StartTournament($id: UUID!) {\n    startTournament(tournamentId: $id) {\n      id\n    }\n  }\n": typeof types.StartTournamentDocument,
    "\n  mutation PairNextRound($id: UUID!) {\n    pairNextRound(tournamentId: $id) {\n      id\n    }\n  }\n": typeof types.PairNextRoundDocument,
    "\n  mutation StartTournamentMatch($matchId: UUID!) {\n    startTournamentMatch(matchId: $matchId)\n  }\n": typeof types.StartTournamentMatchDocument,
    "\n  mutation MarkTournamentMatchPhysical($matchId: UUID!) {\n    markTournamentMatchPhysical(matchId: $matchId)\n  }\n": typeof types.MarkTournamentMatchPhysicalDocument,
    "\n  mutation ReportTournamentResult($input: TournamentResultInput!) {\n    reportTournamentResult(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReportTournamentResultDocument,
    "\n  mutation ConfirmTournamentResult($reportId: UUID!) {\n    confirmTournamentResult(reportId: $reportId) {\n      id\n      status\n    }\n  }\n": typeof types.ConfirmTournamentResultDocument,
    "\n  mutation DisputeTournamentResult($reportId: UUID!, $reason: String!) {\n    disputeTournamentResult(reportId: $reportId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DisputeTournamentResultDocument,
    "\n  mutation CorrectTournamentResult($input: TournamentResultInput!, $reason: String!) {\n    correctTournamentResult(input: $input, reason: $reason) {\n      slot\n    }\n  }\n": typeof types.CorrectTournamentResultDocument,
    "\n  query Health {\n    health {\n      status\n      version\n      database\n    }\n  }\n": typeof types.HealthDocument,
};
const documents: Documents = {
    "\n  query Profile {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myMatches(status: [ACTIVE, FINISHED]) {\n      id\n      status\n      viewerSide\n      winner\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          displayName\n        }\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      displayName\n      locale\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      me {\n        locale\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      displayName\n      locale\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n": types.MyClubsDocument,
    "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.ClubHomeDocument,
    "\n  query ClubMembers($clubId: UUID!) {\n    me {\n      id\n    }\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      role\n      joinedAt\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.ClubMembersDocument,
    "\n  mutation CreateClub($name: String!) {\n    createClub(input: { name: $name }) {\n      id\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation JoinClub($code: String!) {\n    joinClub(invitationCode: $code) {\n      id\n    }\n  }\n": types.JoinClubDocument,
    "\n  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {\n    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": types.SetMemberRoleDocument,
    "\n  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {\n    removeMember(clubId: $clubId, userId: $userId)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation RegenerateCode($clubId: UUID!) {\n    regenerateInvitationCode(clubId: $clubId) {\n      invitationCode\n    }\n  }\n": types.RegenerateCodeDocument,
    "\n  mutation LeaveClub($clubId: UUID!) {\n    leaveClub(clubId: $clubId)\n  }\n": types.LeaveClubDocument,
    "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.MyChallengesDocument,
    "\n  mutation Challenge($input: ChallengeInput!) {\n    challenge(input: $input) {\n      id\n    }\n  }\n": types.ChallengeDocument,
    "\n  mutation AcceptChallenge($matchId: UUID!) {\n    acceptChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($matchId: UUID!) {\n    declineChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": types.DeclineChallengeDocument,
    "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n  }\n": types.OnlineMatchFragmentDoc,
    "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n": types.OnlineMatchDocument,
    "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RollDiceDocument,
    "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, seq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n": types.SubmitPlayDocument,
    "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.OfferDoubleDocument,
    "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.TakeDoubleDocument,
    "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.DropDoubleDocument,
    "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.BeaverDocument,
    "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RaccoonDocument,
    "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RefuseBeaverDocument,
    "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, seq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n": types.ResignDocument,
    "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.AcceptResignationDocument,
    "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RejectResignationDocument,
    "\n  query MatchMat($matchId: UUID!) {\n    matchMat(matchId: $matchId)\n  }\n": types.MatchMatDocument,
    "\n  query VerifyMatchDice($matchId: UUID!) {\n    verifyMatchDice(matchId: $matchId) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": types.VerifyMatchDiceDocument,
    "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n    }\n  }\n": types.MatchUpdatedDocument,
    "\n  query TournamentsHome {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myTournaments {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n    myTournamentMatches {\n      tournament {\n        id\n        name\n      }\n      match {\n        slot\n        matchId\n        round\n        length\n        flight\n        kind\n        matchStatus\n        player1 {\n          id\n          displayName\n        }\n        player2 {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.TournamentsHomeDocument,
    "\n  query ClubTournaments($clubId: UUID!) {\n    clubTournaments(clubId: $clubId) {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n  }\n": types.ClubTournamentsDocument,
    "\n  query NewTournament($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": types.NewTournamentDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n  }\n": types.TournamentFieldsFragmentDoc,
    "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n": types.TournamentMatchFieldsFragmentDoc,
    "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n": types.TournamentDocument,
    "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentStandingsDocument,
    "\n  query TournamentPlacings($id: UUID!, $flight: Flight!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentPlacingsDocument,
    "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n": types.TournamentCsvDocument,
    "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: 500) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentAuditDocument,
    "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": types.RatingHistoryDocument,
    "\n  query ClubRatings($clubId: UUID!, $userId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": types.ClubRatingsDocument,
    "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      id\n    }\n  }\n": types.CreateTournamentDocument,
    "\n  mutation RegisterForTournament($id: UUID!) {\n    registerForTournament(tournamentId: $id) {\n      registeredAt\n    }\n  }\n": types.RegisterForTournamentDocument,
    "\n  mutation WithdrawFromTournament($id: UUID!, $userId: UUID) {\n    withdrawFromTournament(tournamentId: $id, userId: $userId) {\n      withdrawnAt\n    }\n  }\n": types.WithdrawFromTournamentDocument,
    "\n  mutation CheckInTournament($id: UUID!, $userId: UUID) {\n    checkInTournament(tournamentId: $id, userId: $userId) {\n      checkedInAt\n    }\n  }\n": types.CheckInTournamentDocument,
    "\n  mutation SetTournamentSeeding($id: UUID!, $method: SeedingMethod!, $order: [UUID!]) {\n    setTournamentSeeding(tournamentId: $id, method: $method, order: $order) {\n      id\n    }\n  }\n": types.SetTournamentSeedingDocument,
    "\n  mutation DrawTournament($id: UUID!) {\n    drawTournament(tournamentId: $id) {\n      id\n    }\n  }\n": types.DrawTournamentDocument,
    "\n  mutation StartTournament($id: UUID!) {\n    startTournament(tournamentId: $id) {\n      id\n    }\n  }\n": types.StartTournamentDocument,
    "\n  mutation PairNextRound($id: UUID!) {\n    pairNextRound(tournamentId: $id) {\n      id\n    }\n  }\n": types.PairNextRoundDocument,
    "\n  mutation StartTournamentMatch($matchId: UUID!) {\n    startTournamentMatch(matchId: $matchId)\n  }\n": types.StartTournamentMatchDocument,
    "\n  mutation MarkTournamentMatchPhysical($matchId: UUID!) {\n    markTournamentMatchPhysical(matchId: $matchId)\n  }\n": types.MarkTournamentMatchPhysicalDocument,
    "\n  mutation ReportTournamentResult($input: TournamentResultInput!) {\n    reportTournamentResult(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReportTournamentResultDocument,
    "\n  mutation ConfirmTournamentResult($reportId: UUID!) {\n    confirmTournamentResult(reportId: $reportId) {\n      id\n      status\n    }\n  }\n": types.ConfirmTournamentResultDocument,
    "\n  mutation DisputeTournamentResult($reportId: UUID!, $reason: String!) {\n    disputeTournamentResult(reportId: $reportId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DisputeTournamentResultDocument,
    "\n  mutation CorrectTournamentResult($input: TournamentResultInput!, $reason: String!) {\n    correctTournamentResult(input: $input, reason: $reason) {\n      slot\n    }\n  }\n": types.CorrectTournamentResultDocument,
    "\n  query Health {\n    health {\n      status\n      version\n      database\n    }\n  }\n": types.HealthDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myMatches(status: [ACTIVE, FINISHED]) {\n      id\n      status\n      viewerSide\n      winner\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      displayName\n      locale\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      me {\n        locale\n      }\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      displayName\n      locale\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n"): typeof import('./graphql').MyClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubMembers($clubId: UUID!) {\n    me {\n      id\n    }\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      role\n      joinedAt\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').ClubMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($name: String!) {\n    createClub(input: { name: $name }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinClub($code: String!) {\n    joinClub(invitationCode: $code) {\n      id\n    }\n  }\n"): typeof import('./graphql').JoinClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {\n    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {\n      role\n    }\n  }\n"): typeof import('./graphql').SetMemberRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {\n    removeMember(clubId: $clubId, userId: $userId)\n  }\n"): typeof import('./graphql').RemoveMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateCode($clubId: UUID!) {\n    regenerateInvitationCode(clubId: $clubId) {\n      invitationCode\n    }\n  }\n"): typeof import('./graphql').RegenerateCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveClub($clubId: UUID!) {\n    leaveClub(clubId: $clubId)\n  }\n"): typeof import('./graphql').LeaveClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyChallengesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Challenge($input: ChallengeInput!) {\n    challenge(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptChallenge($matchId: UUID!) {\n    acceptChallenge(matchId: $matchId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineChallenge($matchId: UUID!) {\n    declineChallenge(matchId: $matchId) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeclineChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n  }\n"): typeof import('./graphql').OnlineMatchFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').OnlineMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RollDiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, seq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').SubmitPlayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').OfferDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').TakeDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').DropDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').BeaverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RaccoonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RefuseBeaverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, seq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').ResignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').AcceptResignationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, seq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RejectResignationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchMat($matchId: UUID!) {\n    matchMat(matchId: $matchId)\n  }\n"): typeof import('./graphql').MatchMatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyMatchDice($matchId: UUID!) {\n    verifyMatchDice(matchId: $matchId) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n"): typeof import('./graphql').VerifyMatchDiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n    }\n  }\n"): typeof import('./graphql').MatchUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentsHome {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myTournaments {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n    myTournamentMatches {\n      tournament {\n        id\n        name\n      }\n      match {\n        slot\n        matchId\n        round\n        length\n        flight\n        kind\n        matchStatus\n        player1 {\n          id\n          displayName\n        }\n        player2 {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentsHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubTournaments($clubId: UUID!) {\n    clubTournaments(clubId: $clubId) {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n  }\n"): typeof import('./graphql').ClubTournamentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewTournament($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n"): typeof import('./graphql').NewTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n  }\n"): typeof import('./graphql').TournamentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n"): typeof import('./graphql').TournamentMatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n"): typeof import('./graphql').TournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentStandingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentPlacings($id: UUID!, $flight: Flight!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentPlacingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n"): typeof import('./graphql').TournamentCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: 500) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').RatingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubRatings($clubId: UUID!, $userId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').ClubRatingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForTournament($id: UUID!) {\n    registerForTournament(tournamentId: $id) {\n      registeredAt\n    }\n  }\n"): typeof import('./graphql').RegisterForTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawFromTournament($id: UUID!, $userId: UUID) {\n    withdrawFromTournament(tournamentId: $id, userId: $userId) {\n      withdrawnAt\n    }\n  }\n"): typeof import('./graphql').WithdrawFromTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInTournament($id: UUID!, $userId: UUID) {\n    checkInTournament(tournamentId: $id, userId: $userId) {\n      checkedInAt\n    }\n  }\n"): typeof import('./graphql').CheckInTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTournamentSeeding($id: UUID!, $method: SeedingMethod!, $order: [UUID!]) {\n    setTournamentSeeding(tournamentId: $id, method: $method, order: $order) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetTournamentSeedingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DrawTournament($id: UUID!) {\n    drawTournament(tournamentId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DrawTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTournament($id: UUID!) {\n    startTournament(tournamentId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').StartTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairNextRound($id: UUID!) {\n    pairNextRound(tournamentId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').PairNextRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTournamentMatch($matchId: UUID!) {\n    startTournamentMatch(matchId: $matchId)\n  }\n"): typeof import('./graphql').StartTournamentMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTournamentMatchPhysical($matchId: UUID!) {\n    markTournamentMatchPhysical(matchId: $matchId)\n  }\n"): typeof import('./graphql').MarkTournamentMatchPhysicalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportTournamentResult($input: TournamentResultInput!) {\n    reportTournamentResult(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReportTournamentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTournamentResult($reportId: UUID!) {\n    confirmTournamentResult(reportId: $reportId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ConfirmTournamentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeTournamentResult($reportId: UUID!, $reason: String!) {\n    disputeTournamentResult(reportId: $reportId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DisputeTournamentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectTournamentResult($input: TournamentResultInput!, $reason: String!) {\n    correctTournamentResult(input: $input, reason: $reason) {\n      slot\n    }\n  }\n"): typeof import('./graphql').CorrectTournamentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Health {\n    health {\n      status\n      version\n      database\n    }\n  }\n"): typeof import('./graphql').HealthDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
