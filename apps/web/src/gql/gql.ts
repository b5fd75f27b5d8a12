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
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    senderId\n    senderName\n    phrase\n    text\n    spectator\n    createdAt\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query MatchChat($matchId: UUID!) {\n    matchChat(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n    matchChatSettings(matchId: $matchId) {\n      mode\n      muted\n      spectator\n    }\n  }\n": typeof types.MatchChatDocument,
    "\n  mutation SendChatMessage($matchId: UUID!, $phrase: String, $text: String) {\n    sendChatMessage(matchId: $matchId, phrase: $phrase, text: $text) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation MuteChatPlayer($matchId: UUID!, $userId: UUID!, $muted: Boolean!) {\n    muteChatPlayer(matchId: $matchId, userId: $userId, muted: $muted) {\n      mode\n      muted\n    }\n  }\n": typeof types.MuteChatPlayerDocument,
    "\n  mutation ReportChat($matchId: UUID!, $reason: String!) {\n    reportChat(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.ReportChatDocument,
    "\n  subscription ChatMessageSent($matchId: UUID!) {\n    chatMessageSent(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatMessageSentDocument,
    "\n  query ClubChatPolicy($clubId: UUID!) {\n    clubChatPolicy(clubId: $clubId) {\n      freeText\n      tournament\n    }\n  }\n": typeof types.ClubChatPolicyDocument,
    "\n  mutation UpdateClubChatPolicy($clubId: UUID!, $freeText: Boolean, $tournament: TournamentChat) {\n    updateClubChatPolicy(clubId: $clubId, freeText: $freeText, tournament: $tournament) {\n      freeText\n      tournament\n    }\n  }\n": typeof types.UpdateClubChatPolicyDocument,
    "\n  fragment ChouetteTable on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    seq\n    absences {\n      member\n      proxy\n    }\n    createdAt\n    closedAt\n    diceCommitment\n    diceSeed\n    timeControl {\n      preset\n      delaySeconds\n      reserveSeconds\n      reservePerPointSeconds\n      autoRoll\n    }\n    clocks {\n      player\n      delayMs\n      reserveMs\n      running\n      serverNow\n      deadline\n    }\n    gamesPlayed\n    line\n    partner\n    viewerPresent\n    viewerRecords\n    viewerCorrects\n    organiser {\n      id\n      displayName\n    }\n    options {\n      mode\n      profile\n      triploPoints\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      autoDoubles\n      autoDoublesCap\n      maxCube\n      cube\n      partnerThreshold\n      consultation\n      stake\n      house {\n        partnerMandatoryFrom\n        maxPlayers\n        initialCubes\n        threeHandedBoth\n        answerOrder\n        boxKeeping\n        absentMember\n        extras\n        deals\n      }\n    }\n    players {\n      user {\n        id\n        displayName\n      }\n      role\n      line\n      present\n      hasSat\n      actingCaptain\n      total\n    }\n    entryRolls {\n      player\n      dice\n      round\n    }\n    waitingFor {\n      player\n      decision\n      actions\n      member\n      optional\n    }\n    game {\n      index\n      box\n      partner\n      captain\n      actingCaptain\n      phase\n      turn\n      dice\n      pips\n      positionId\n      board {\n        side0\n        side1\n      }\n      members {\n        player\n        cubeValue\n        cubeOwner\n        inGame\n        offer {\n          doubler\n          stage\n          value\n        }\n        outcome {\n          points\n          reason\n          conceded\n          kind\n        }\n        log {\n          action\n          by\n          value\n        }\n      }\n      window {\n        by\n        members\n        declarations {\n          member\n          double\n        }\n        takers\n      }\n      suggestions {\n        player\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n      resignation {\n        by\n        side\n        kind\n        pending\n      }\n      legalPlays {\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n    }\n    ledger {\n      totals {\n        player\n        points\n      }\n      games {\n        index\n        box\n        partner\n        captain\n        actingCaptain\n        winner\n        reason\n        boxVsCaptain\n        boxSide\n        points {\n          player\n          points\n        }\n        net {\n          player\n          points\n        }\n        totals {\n          player\n          points\n        }\n        members {\n          player\n          cube\n          turned\n          reason\n          conceded\n          kind\n          points\n          log {\n            action\n            by\n            value\n          }\n        }\n        corrections {\n          seq\n          game\n          by\n          byUser {\n            displayName\n          }\n          reason\n          delta {\n            player\n            points\n          }\n          edit\n        }\n      }\n    }\n    sheet {\n      order\n      breaks\n      deleted\n      cubes {\n        game\n        player\n        cube\n        owner\n        points\n      }\n      edits {\n        seq\n        kind\n        by\n        byUser {\n          displayName\n        }\n        reason\n        game\n      }\n    }\n    settlement {\n      stake\n      method\n      transfers {\n        from\n        to\n        points\n        amount\n      }\n    }\n    log {\n      seq\n      type\n      player\n      member\n      game\n      dice\n      detail\n      text\n      actorId\n      at\n    }\n  }\n": typeof types.ChouetteTableFragmentDoc,
    "\n  fragment ChouetteSummary on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    gamesPlayed\n    createdAt\n    viewerPresent\n    organiser {\n      id\n      displayName\n    }\n    players {\n      present\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ChouetteSummaryFragmentDoc,
    "\n  query ChouetteTable($id: UUID!) {\n    chouette(id: $id) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.ChouetteTableDocument,
    "\n  query ChouetteIndex {\n    myChouettes(openOnly: false) {\n      ...ChouetteSummary\n    }\n    openChouettesOfMyClubs {\n      ...ChouetteSummary\n    }\n    myClubs {\n      id\n      name\n    }\n  }\n": typeof types.ChouetteIndexDocument,
    "\n  query ClubChouettes($clubId: UUID!) {\n    chouettesOfClub(clubId: $clubId, openOnly: true) {\n      ...ChouetteSummary\n    }\n  }\n": typeof types.ClubChouettesDocument,
    "\n  query MyClubsForChouette {\n    myClubs {\n      id\n      name\n    }\n  }\n": typeof types.MyClubsForChouetteDocument,
    "\n  query ChouetteClubMembers($clubId: UUID!) {\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ChouetteClubMembersDocument,
    "\n  query VerifyChouetteAudit($id: UUID!) {\n    verifyAudit(scope: { type: CHOUETTE, id: $id }) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n  }\n": typeof types.VerifyChouetteAuditDocument,
    "\n  query VerifyChouetteDice($id: UUID!) {\n    verifyChouetteDice(chouetteId: $id) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": typeof types.VerifyChouetteDiceDocument,
    "\n  mutation OpenChouette($input: OpenChouetteInput!) {\n    openChouette(input: $input) {\n      id\n    }\n  }\n": typeof types.OpenChouetteDocument,
    "\n  mutation JoinChouette($code: String!, $player: UUID) {\n    joinChouette(code: $code, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.JoinChouetteDocument,
    "\n  mutation LeaveChouette($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    leaveChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.LeaveChouetteDocument,
    "\n  mutation RollChouetteOrder($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID, $dice: [Int!]) {\n    rollChouetteOrder(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player, dice: $dice) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.RollChouetteOrderDocument,
    "\n  mutation CallChouettePartner($chouetteId: UUID!, $expectedSeq: Int!, $partner: UUID, $player: UUID) {\n    callChouettePartner(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      partner: $partner\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.CallChouettePartnerDocument,
    "\n  mutation StartChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $initialCube: Int) {\n    startChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, initialCube: $initialCube) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.StartChouetteGameDocument,
    "\n  mutation RollChouetteDice($chouetteId: UUID!, $expectedSeq: Int!) {\n    rollChouetteDice(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.RollChouetteDiceDocument,
    "\n  mutation SubmitChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.SubmitChouettePlayDocument,
    "\n  mutation SuggestChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    suggestChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.SuggestChouettePlayDocument,
    "\n  mutation ConfirmChouetteSuggestion($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!) {\n    confirmChouetteSuggestion(chouetteId: $chouetteId, expectedSeq: $expectedSeq, from: $from) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.ConfirmChouetteSuggestionDocument,
    "\n  mutation DeclareChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $double: Boolean!, $player: UUID) {\n    declareChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      double: $double\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.DeclareChouetteDoubleDocument,
    "\n  mutation AnswerChouetteDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.AnswerChouetteDoubleDocument,
    "\n  mutation AnswerChouetteBeaver(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteBeaverAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBeaver(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.AnswerChouetteBeaverDocument,
    "\n  mutation OfferChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    offerChouetteBoxDouble(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.OfferChouetteBoxDoubleDocument,
    "\n  mutation AnswerChouetteBoxDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBoxDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.AnswerChouetteBoxDoubleDocument,
    "\n  mutation ResignChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $kind: WinKind!, $player: UUID) {\n    resignChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, kind: $kind, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.ResignChouetteGameDocument,
    "\n  mutation AnswerChouetteResignation(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $accept: Boolean!\n    $player: UUID\n  ) {\n    answerChouetteResignation(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      accept: $accept\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.AnswerChouetteResignationDocument,
    "\n  mutation RecordChouetteResult(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $winner: ChouetteSide!\n    $kind: GameKind\n    $base: Int\n  ) {\n    recordChouetteResult(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      winner: $winner\n      kind: $kind\n      base: $base\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.RecordChouetteResultDocument,
    "\n  mutation CorrectChouette(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $points: [ChouettePointsInput!]!\n    $reason: String!\n  ) {\n    correctChouette(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      points: $points\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.CorrectChouetteDocument,
    "\n  mutation EditChouetteCube(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $member: UUID!\n    $value: Int!\n    $owner: ChouetteCubeOwner!\n    $reason: String!\n  ) {\n    editChouetteCube(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      member: $member\n      value: $value\n      owner: $owner\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.EditChouetteCubeDocument,
    "\n  mutation ReorderChouetteSheet(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $players: [UUID!]!\n    $reason: String!\n  ) {\n    reorderChouetteSheet(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      players: $players\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.ReorderChouetteSheetDocument,
    "\n  mutation DeleteLastChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $reason: String!) {\n    deleteLastChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, reason: $reason) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.DeleteLastChouetteGameDocument,
    "\n  mutation MarkChouetteBreak(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $after: Int!\n    $marked: Boolean!\n    $reason: String!\n  ) {\n    markChouetteBreak(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      after: $after\n      marked: $marked\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.MarkChouetteBreakDocument,
    "\n  mutation EndChouette($chouetteId: UUID!, $expectedSeq: Int!) {\n    endChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.EndChouetteDocument,
    "\n  mutation MakeChouetteDeal(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $terms: [ChouetteDealTermInput!]!\n    $agreedBy: [UUID!]!\n  ) {\n    makeChouetteDeal(chouetteId: $chouetteId, expectedSeq: $expectedSeq, terms: $terms, agreedBy: $agreedBy) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.MakeChouetteDealDocument,
    "\n  mutation GiveChouetteExtra(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $from: UUID!\n    $to: UUID!\n    $takerAgrees: Boolean!\n  ) {\n    giveChouetteExtra(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      from: $from\n      to: $to\n      takerAgrees: $takerAgrees\n    ) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.GiveChouetteExtraDocument,
    "\n  mutation SetChouetteAbsence($chouetteId: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {\n    setChouetteAbsence(chouetteId: $chouetteId, away: $away, member: $member, proxy: $proxy) {\n      ...ChouetteTable\n    }\n  }\n": typeof types.SetChouetteAbsenceDocument,
    "\n  mutation SplitChouetteTable($chouetteId: UUID!, $arriving: [UUID!]!) {\n    splitChouetteTable(chouetteId: $chouetteId, arriving: $arriving) {\n      id\n    }\n  }\n": typeof types.SplitChouetteTableDocument,
    "\n  subscription ChouetteUpdated($chouetteId: UUID!, $afterSeq: Int) {\n    chouetteUpdated(chouetteId: $chouetteId, afterSeq: $afterSeq) {\n      chouetteId\n      seq\n      phase\n      status\n      absences {\n        member\n        proxy\n      }\n    }\n  }\n": typeof types.ChouetteUpdatedDocument,
    "\n  mutation SetChouetteHouseRules($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {\n    setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) {\n      seq\n      options {\n        house {\n          partnerMandatoryFrom\n          maxPlayers\n          initialCubes\n          threeHandedBoth\n          answerOrder\n          boxKeeping\n          absentMember\n          extras\n          deals\n        }\n      }\n    }\n  }\n": typeof types.SetChouetteHouseRulesDocument,
    "\n  fragment TimeControlFields on TimeControl {\n    preset\n    delaySeconds\n    reserveSeconds\n    reservePerPointSeconds\n    autoRoll\n    daysPerMove\n  }\n": typeof types.TimeControlFieldsFragmentDoc,
    "\n  fragment MatchClockFields on MatchClock {\n    running\n    paused\n    serverNow\n    deadline\n    sides {\n      side\n      delayMs\n      reserveMs\n    }\n  }\n": typeof types.MatchClockFieldsFragmentDoc,
    "\n  query TournamentClocks($clubId: UUID!) {\n    clubMatches(clubId: $clubId, status: [ACTIVE, FINISHED]) {\n      id\n      status\n      resultSource\n      clock {\n        ...MatchClockFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.TournamentClocksDocument,
    "\n  query MatchesAtRisk($tournamentId: UUID!) {\n    matchesAtRisk(tournamentId: $tournamentId) {\n      side\n      reason\n      reserveMs\n      lastSeenAt\n      match {\n        id\n        players {\n          side\n          user {\n            id\n            displayName\n          }\n        }\n      }\n    }\n  }\n": typeof types.MatchesAtRiskDocument,
    "\n  mutation PauseMatchClock($matchId: UUID!, $reason: String!) {\n    pauseMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.PauseMatchClockDocument,
    "\n  mutation ResumeMatchClock($matchId: UUID!, $reason: String!) {\n    resumeMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.ResumeMatchClockDocument,
    "\n  mutation AddMatchTime($matchId: UUID!, $side: Int!, $seconds: Int!, $reason: String!) {\n    addMatchTime(matchId: $matchId, side: $side, seconds: $seconds, reason: $reason) {\n      id\n    }\n  }\n": typeof types.AddMatchTimeDocument,
    "\n  mutation AnnulTimeout($matchId: UUID!, $reason: String!, $addSeconds: Int) {\n    annulTimeout(matchId: $matchId, reason: $reason, addSeconds: $addSeconds) {\n      id\n    }\n  }\n": typeof types.AnnulTimeoutDocument,
    "\n  mutation UpdateClubPlayPolicy(\n    $clubId: UUID!\n    $abandonHours: Int\n    $rateTimeouts: Boolean\n    $rateForfeits: Boolean\n  ) {\n    updateClubPlayPolicy(\n      clubId: $clubId\n      abandonHours: $abandonHours\n      rateTimeouts: $rateTimeouts\n      rateForfeits: $rateForfeits\n    ) {\n      id\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n  }\n": typeof types.UpdateClubPlayPolicyDocument,
    "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n": typeof types.MyClubsDocument,
    "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      resultSource\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.ClubHomeDocument,
    "\n  query ClubMembers($clubId: UUID!) {\n    me {\n      id\n    }\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      role\n      joinedAt\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ClubMembersDocument,
    "\n  mutation CreateClub($name: String!) {\n    createClub(input: { name: $name }) {\n      id\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation JoinClub($code: String!) {\n    joinClub(invitationCode: $code) {\n      id\n    }\n  }\n": typeof types.JoinClubDocument,
    "\n  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {\n    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": typeof types.SetMemberRoleDocument,
    "\n  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {\n    removeMember(clubId: $clubId, userId: $userId)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation RegenerateCode($clubId: UUID!) {\n    regenerateInvitationCode(clubId: $clubId) {\n      invitationCode\n    }\n  }\n": typeof types.RegenerateCodeDocument,
    "\n  mutation LeaveClub($clubId: UUID!) {\n    leaveClub(clubId: $clubId)\n  }\n": typeof types.LeaveClubDocument,
    "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.MyChallengesDocument,
    "\n  mutation Challenge($input: ChallengeInput!) {\n    challenge(input: $input) {\n      id\n    }\n  }\n": typeof types.ChallengeDocument,
    "\n  mutation AcceptChallenge($matchId: UUID!) {\n    acceptChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($matchId: UUID!) {\n    declineChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.DeclineChallengeDocument,
    "\n  query MyCorrespondence {\n    myCorrespondenceMatches {\n      id\n      status\n      viewerSide\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n      timeControl {\n        daysPerMove\n      }\n      clock {\n        running\n        deadline\n      }\n    }\n    myVacation {\n      ...VacationFields\n    }\n  }\n": typeof types.MyCorrespondenceDocument,
    "\n  fragment VacationFields on Vacation {\n    year\n    budget\n    taken\n    remaining\n    days {\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.VacationFieldsFragmentDoc,
    "\n  mutation TakeVacationDay($startsAt: DateTime) {\n    takeVacationDay(startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n": typeof types.TakeVacationDayDocument,
    "\n  subscription CorrespondenceNews {\n    notificationNews {\n      unreadCount\n    }\n  }\n": typeof types.CorrespondenceNewsDocument,
    "\n  query ClubDeadEvents($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    deadEvents(clubId: $clubId) {\n      id\n      type\n      payload\n      attempts\n      failedConsumer\n      lastError\n      createdAt\n    }\n  }\n": typeof types.ClubDeadEventsDocument,
    "\n  mutation RetryEvent($eventId: String!) {\n    retryEvent(eventId: $eventId) {\n      id\n      status\n    }\n  }\n": typeof types.RetryEventDocument,
    "\n  query RematchOffer($matchId: UUID!) {\n    rematchOffer(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": typeof types.RematchOfferDocument,
    "\n  mutation OfferRematch($matchId: UUID!) {\n    offerRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": typeof types.OfferRematchDocument,
    "\n  mutation AcceptRematch($matchId: UUID!) {\n    acceptRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": typeof types.AcceptRematchDocument,
    "\n  mutation CreateMatchInvite($input: MatchInviteInput!) {\n    createMatchInvite(input: $input) {\n      token\n      path\n      expiresAt\n    }\n  }\n": typeof types.CreateMatchInviteDocument,
    "\n  query MatchInvite($token: String!) {\n    matchInvite(token: $token) {\n      hostName\n      options\n      open\n      expiresAt\n      mine\n      matchId\n    }\n  }\n": typeof types.MatchInviteDocument,
    "\n  mutation AcceptMatchInvite($token: String!, $guestName: String) {\n    acceptMatchInvite(token: $token, guestName: $guestName) {\n      matchId\n      guestToken\n    }\n  }\n": typeof types.AcceptMatchInviteDocument,
    "\n  query Dashboard {\n    me {\n      id\n      displayName\n    }\n    dashboard {\n      myTurn {\n        ...DashboardMatch\n      }\n      challengesReceived {\n        ...DashboardMatch\n      }\n      openChallenges {\n        ...OpenChallengeFields\n      }\n      myOpenChallenges {\n        ...OpenChallengeFields\n      }\n      tournamentMatches {\n        tournament {\n          id\n          name\n        }\n        match {\n          slot\n          length\n          matchId\n          matchStatus\n          player1 {\n            id\n            displayName\n          }\n          player2 {\n            id\n            displayName\n          }\n        }\n      }\n      openChouettes {\n        ...ChouetteSummary\n      }\n      recentResults {\n        ...DashboardMatch\n      }\n      ratings {\n        clubId\n        clubName\n        rating\n        experience\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment DashboardMatch on Match {\n    id\n    status\n    viewerSide\n    winner\n    score\n    options {\n      length\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.DashboardMatchFragmentDoc,
    "\n  fragment LeagueFields on LeagueSeasonView {\n    id\n    clubId\n    name\n    number\n    previousId\n    nextId\n    double\n    pointsKind\n    win\n    loss\n    promote\n    relegate\n    startsOn\n    closedAt\n    divisions {\n      division\n      length\n      players {\n        id\n        displayName\n      }\n      standings {\n        rank\n        points\n        wins\n        played\n        pointsDifference\n        player {\n          id\n          displayName\n        }\n      }\n    }\n    fixtures {\n      id\n      code\n      division\n      week\n      weekOf\n      length\n      players {\n        id\n        displayName\n      }\n      winnerId\n      outcome\n      score\n      source\n      matchId\n      report {\n        reportedById\n        outcome\n        playerId\n        score\n      }\n    }\n  }\n": typeof types.LeagueFieldsFragmentDoc,
    "\n  query ClubLeagues($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeagues(clubId: $clubId) {\n      id\n      name\n      number\n      closedAt\n      startsOn\n      divisions {\n        division\n      }\n    }\n  }\n": typeof types.ClubLeaguesDocument,
    "\n  query League($id: UUID!) {\n    me {\n      id\n    }\n    league(id: $id) {\n      ...LeagueFields\n    }\n  }\n": typeof types.LeagueDocument,
    "\n  query LeagueClub($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": typeof types.LeagueClubDocument,
    "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLeagueDocument,
    "\n  mutation ReportLeagueResult($input: LeagueResultInput!) {\n    reportLeagueResult(input: $input) {\n      id\n    }\n  }\n": typeof types.ReportLeagueResultDocument,
    "\n  mutation ConfirmLeagueResult($fixtureId: UUID!) {\n    confirmLeagueResult(fixtureId: $fixtureId) {\n      id\n    }\n  }\n": typeof types.ConfirmLeagueResultDocument,
    "\n  mutation CloseLeagueSeason($seasonId: UUID!) {\n    closeLeagueSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n": typeof types.CloseLeagueSeasonDocument,
    "\n  subscription LeagueUpdated($seasonId: UUID!) {\n    leagueUpdated(seasonId: $seasonId) {\n      seasonId\n      change\n    }\n  }\n": typeof types.LeagueUpdatedDocument,
    "\n  query SeasonLeaderboard($clubId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    seasonLeaderboard(clubId: $clubId, season: $season) {\n      season\n      seasons\n      rows {\n        rank\n        points\n        events\n        member {\n          id\n          displayName\n        }\n      }\n    }\n    seasonPointsTable(clubId: $clubId) {\n      rows {\n        minField\n        places\n      }\n      attendance\n      isDefault\n    }\n  }\n": typeof types.SeasonLeaderboardDocument,
    "\n  query MemberSeason($clubId: UUID!, $memberId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberSeason(clubId: $clubId, memberId: $memberId, season: $season) {\n      season\n      rank\n      points\n      events\n      member {\n        id\n        displayName\n      }\n      best {\n        eventName\n        points\n      }\n      awards {\n        event\n        kind\n        eventName\n        fieldSize\n        place\n        placing\n        attendance\n        points\n      }\n    }\n  }\n": typeof types.MemberSeasonDocument,
    "\n  mutation SetSeasonPointsTable($input: SeasonPointsTableInput!) {\n    setSeasonPointsTable(input: $input) {\n      attendance\n    }\n  }\n": typeof types.SetSeasonPointsTableDocument,
    "\n  subscription SeasonPointsUpdated($clubId: UUID!) {\n    seasonPointsUpdated(clubId: $clubId) {\n      clubId\n      season\n    }\n  }\n": typeof types.SeasonPointsUpdatedDocument,
    "\n  fragment OpenChallengeFields on OpenChallenge {\n    id\n    clubId\n    clubName\n    createdAt\n    createdBy {\n      id\n      displayName\n    }\n    options {\n      length\n      profile\n      crawford\n      cube\n    }\n    timeControl {\n      ...TimeControlFields\n    }\n  }\n": typeof types.OpenChallengeFieldsFragmentDoc,
    "\n  query ClubOpenChallenges($clubId: UUID!) {\n    clubOpenChallenges(clubId: $clubId) {\n      ...OpenChallengeFields\n    }\n    me {\n      id\n    }\n  }\n": typeof types.ClubOpenChallengesDocument,
    "\n  mutation PostOpenChallenge($input: OpenChallengeInput!) {\n    postOpenChallenge(input: $input) {\n      id\n    }\n  }\n": typeof types.PostOpenChallengeDocument,
    "\n  mutation WithdrawOpenChallenge($id: UUID!) {\n    withdrawOpenChallenge(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawOpenChallengeDocument,
    "\n  mutation AcceptOpenChallenge($id: UUID!) {\n    acceptOpenChallenge(id: $id) {\n      id\n      matchId\n    }\n  }\n": typeof types.AcceptOpenChallengeDocument,
    "\n  subscription ClubLobbyUpdated($clubId: UUID!) {\n    clubLobbyUpdated(clubId: $clubId) {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n": typeof types.ClubLobbyUpdatedDocument,
    "\n  subscription MyClubsLobbyUpdated {\n    myClubsLobbyUpdated {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n": typeof types.MyClubsLobbyUpdatedDocument,
    "\n  subscription NotificationNews {\n    notificationNews {\n      unreadCount\n      browser\n      notification {\n        id\n        kind\n        link\n        createdAt\n        readAt\n        payload {\n          actorName\n          clubName\n          tournamentName\n          reporterName\n          title\n          message\n          ladderName\n          answer\n        }\n      }\n    }\n  }\n": typeof types.NotificationNewsDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      id\n      kind\n      link\n      createdAt\n      readAt\n      payload {\n        actorName\n        clubName\n        tournamentName\n        reporterName\n        title\n        message\n        ladderName\n        answer\n      }\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: UUID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      channel\n      enabled\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference(\n    $kind: NotificationKind!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    setNotificationPreference(kind: $kind, channel: $channel, enabled: $enabled) {\n      kind\n      channel\n      enabled\n    }\n  }\n": typeof types.SetNotificationPreferenceDocument,
    "\n  mutation UnsubscribeFromEmails($token: String!, $kind: NotificationKind) {\n    unsubscribeFromEmails(token: $token, kind: $kind)\n  }\n": typeof types.UnsubscribeFromEmailsDocument,
    "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input)\n  }\n": typeof types.AnnounceDocument,
    "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n    resultSource\n    timeControl {\n      ...TimeControlFields\n    }\n    clock {\n      ...MatchClockFields\n    }\n    presence {\n      side\n      status\n      lastSeenAt\n    }\n    forfeitClaim {\n      againstSide\n      claimableAt\n      canClaimNow\n    }\n  }\n": typeof types.OnlineMatchFragmentDoc,
    "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.OnlineMatchDocument,
    "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RollDiceDocument,
    "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, expectedSeq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.SubmitPlayDocument,
    "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.OfferDoubleDocument,
    "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.TakeDoubleDocument,
    "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.DropDoubleDocument,
    "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.BeaverDocument,
    "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RaccoonDocument,
    "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RefuseBeaverDocument,
    "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, expectedSeq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.ResignDocument,
    "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.AcceptResignationDocument,
    "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.RejectResignationDocument,
    "\n  mutation ClaimForfeit($matchId: UUID!, $seq: Int!) {\n    claimForfeit(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": typeof types.ClaimForfeitDocument,
    "\n  query MatchMat($matchId: UUID!) {\n    matchMat(matchId: $matchId)\n  }\n": typeof types.MatchMatDocument,
    "\n  query VerifyMatchDice($matchId: UUID!) {\n    verifyMatchDice(matchId: $matchId) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": typeof types.VerifyMatchDiceDocument,
    "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n      clock {\n        ...MatchClockFields\n      }\n      presence {\n        side\n        status\n        lastSeenAt\n      }\n    }\n  }\n": typeof types.MatchUpdatedDocument,
    "\n  query BoardOptions {\n    boardOptions {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n": typeof types.BoardOptionsDocument,
    "\n  mutation SetBoardOptions($input: BoardOptionsInput!) {\n    setBoardOptions(input: $input) {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n": typeof types.SetBoardOptionsDocument,
    "\n  fragment AnalysisViewFields on MatchAnalysisView {\n    id\n    status\n    outdated\n    depth\n    requestedAt\n    finishedAt\n    error\n    result\n  }\n": typeof types.AnalysisViewFieldsFragmentDoc,
    "\n  query MatchRecord($id: String!) {\n    matchRecord(id: $id) {\n      id\n      kind\n      clubId\n      tournamentId\n      title\n      matchLength\n      finished\n      playedAt\n      players {\n        side\n        name\n        userId\n      }\n      log\n      analysis {\n        ...AnalysisViewFields\n      }\n    }\n    myClubs {\n      id\n      myRole\n    }\n  }\n": typeof types.MatchRecordDocument,
    "\n  subscription AnalysisUpdated($recordId: String!) {\n    analysisUpdated(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n": typeof types.AnalysisUpdatedDocument,
    "\n  mutation RequestAnalysis($recordId: String!) {\n    requestAnalysis(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n": typeof types.RequestAnalysisDocument,
    "\n  query PlayerRecords($userId: ID!) {\n    playerMatchRecords(userId: $userId) {\n      id\n      kind\n      title\n      playedAt\n      matchLength\n      players {\n        side\n        name\n        userId\n      }\n      analysis {\n        id\n        status\n        outdated\n        players {\n          side\n          pr\n          band\n        }\n      }\n    }\n    playerPrHistory(userId: $userId) {\n      recordId\n      date\n      pr\n      decisions\n      opponent\n    }\n    playerDiceStats(userId: $userId) {\n      matches\n      rolls\n      counts\n      expected\n      chiSquare\n      degreesOfFreedom\n      pValue\n      verdict\n      doubles\n      doublesExpected\n      faces\n      tests {\n        kind\n        method\n        statistic\n        pValue\n        adjustedPValue\n        minimumRolls\n        verdict\n      }\n      jokers\n      antiJokers\n    }\n  }\n": typeof types.PlayerRecordsDocument,
    "\n  query ClubPr($clubId: ID!, $clubUuid: UUID!, $minDecisions: Int!) {\n    club(id: $clubUuid) {\n      id\n      name\n      myRole\n    }\n    clubOutdatedAnalyses(clubId: $clubUuid)\n    clubPrLeaderboard(clubId: $clubId, minDecisions: $minDecisions) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n    clubMatchRecords(clubId: $clubId) {\n      id\n      kind\n      title\n      playedAt\n      analysis {\n        id\n        status\n        outdated\n      }\n    }\n  }\n": typeof types.ClubPrDocument,
    "\n  query TournamentPr($tournamentId: ID!) {\n    tournamentPr(tournamentId: $tournamentId) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n  }\n": typeof types.TournamentPrDocument,
    "\n  mutation ImportMat($clubId: UUID!, $text: String!, $player0UserId: UUID, $player1UserId: UUID) {\n    importMat(clubId: $clubId, text: $text, player0UserId: $player0UserId, player1UserId: $player1UserId) {\n      id\n      recordId\n    }\n  }\n": typeof types.ImportMatDocument,
    "\n  mutation RedoOutdatedAnalyses($clubId: UUID!) {\n    redoOutdatedAnalyses(clubId: $clubId)\n  }\n": typeof types.RedoOutdatedAnalysesDocument,
    "\n  fragment LadderFields on LadderView {\n    id\n    clubId\n    name\n    reach\n    deadlineDays\n    movement\n    matchLength\n    publicToken\n    rungs {\n      position\n      userId\n      displayName\n    }\n    challenges {\n      id\n      challengerId\n      challengerName\n      defenderId\n      defenderName\n      status\n      matchId\n      issuedAt\n      deadline\n    }\n  }\n": typeof types.LadderFieldsFragmentDoc,
    "\n  query ClubLadders($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubLadders(clubId: $clubId) {\n      ...LadderFields\n    }\n  }\n": typeof types.ClubLaddersDocument,
    "\n  query Ladder($id: UUID!) {\n    me {\n      id\n    }\n    ladder(id: $id) {\n      ...LadderFields\n    }\n  }\n": typeof types.LadderDocument,
    "\n  query PublicLadder($token: String!) {\n    publicLadder(token: $token) {\n      ...LadderFields\n    }\n  }\n": typeof types.PublicLadderDocument,
    "\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLadderDocument,
    "\n  mutation JoinLadder($ladderId: UUID!, $byRating: Boolean!) {\n    joinLadder(ladderId: $ladderId, byRating: $byRating) {\n      id\n    }\n  }\n": typeof types.JoinLadderDocument,
    "\n  mutation ChallengeOnLadder($ladderId: UUID!, $defenderId: UUID!) {\n    challengeOnLadder(ladderId: $ladderId, defenderId: $defenderId) {\n      id\n    }\n  }\n": typeof types.ChallengeOnLadderDocument,
    "\n  mutation AcceptLadderChallenge($challengeId: UUID!) {\n    acceptLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n": typeof types.AcceptLadderChallengeDocument,
    "\n  mutation RefuseLadderChallenge($challengeId: UUID!) {\n    refuseLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n": typeof types.RefuseLadderChallengeDocument,
    "\n  subscription LadderUpdated($ladderId: UUID!) {\n    ladderUpdated(ladderId: $ladderId) {\n      ladderId\n      change\n    }\n  }\n": typeof types.LadderUpdatedDocument,
    "\n  subscription PublicLadderUpdated($token: String!) {\n    publicLadderUpdated(token: $token) {\n      ladderId\n      change\n    }\n  }\n": typeof types.PublicLadderUpdatedDocument,
    "\n  query HeadToHead($clubId: UUID!, $a: UUID!, $b: UUID!) {\n    headToHead(clubId: $clubId, memberA: $a, memberB: $b) {\n      matches\n      sides {\n        userId\n        displayName\n        wins\n        points\n        pr\n        decisions\n      }\n      lastResults {\n        matchId\n        endedAt\n        winnerId\n        score\n      }\n    }\n  }\n": typeof types.HeadToHeadDocument,
    "\n  query ClubRivals($clubId: UUID!, $userId: UUID!) {\n    clubRivals(clubId: $clubId, userId: $userId) {\n      nemesis {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n      favourite {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n    }\n  }\n": typeof types.ClubRivalsDocument,
    "\n  query ClubBook($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubBook(clubId: $clubId) {\n      currency\n      jackpotCents\n      entries {\n        id\n        date\n        memberId\n        memberName\n        kind\n        amountCents\n        method\n        period\n        reference\n        balanceCents\n      }\n      balances {\n        memberId\n        memberName\n        balanceCents\n        duesUpToDate\n        duesOwing\n      }\n      prizePools {\n        reference\n        payout\n        feesCents\n        clubCutCents\n        jackpotAddedCents\n        jackpotPaidCents\n        jackpotCarriedCents\n        prizesCents\n      }\n    }\n  }\n": typeof types.ClubBookDocument,
    "\n  query ClubBookCsv($clubId: UUID!) {\n    clubBookCsv(clubId: $clubId)\n  }\n": typeof types.ClubBookCsvDocument,
    "\n  mutation RecordBookEntry($input: BookEntryInput!) {\n    recordBookEntry(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordBookEntryDocument,
    "\n  mutation PayPrizePool($input: PrizePoolInput!) {\n    payPrizePool(input: $input) {\n      reference\n    }\n  }\n": typeof types.PayPrizePoolDocument,
    "\n  mutation SetClubCurrency($clubId: UUID!, $currency: String!) {\n    setClubCurrency(clubId: $clubId, currency: $currency) {\n      currency\n    }\n  }\n": typeof types.SetClubCurrencyDocument,
    "\n  query MyClubStatement($clubId: UUID!, $memberId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberStatement(clubId: $clubId, memberId: $memberId) {\n      currency\n      balanceCents\n      entries {\n        id\n        date\n        kind\n        amountCents\n        method\n        period\n        reference\n        note\n        balanceCents\n      }\n    }\n  }\n": typeof types.MyClubStatementDocument,
    "\n  query MyLadderChallenges {\n    myLadderChallenges {\n      id\n      ladderId\n      ladderName\n      received\n      status\n      challengerName\n      defenderName\n      matchId\n      deadline\n    }\n  }\n": typeof types.MyLadderChallengesDocument,
    "\n  query TournamentDay($id: UUID!) {\n    tournamentDay(tournamentId: $id) {\n      round\n      startsAt\n      endsAt\n      rules {\n        bothLate\n        timeLimitMinutes\n        tieBreaks\n        timeLimitRule {\n          kind\n          onTie\n        }\n        lateness {\n          graceMinutes\n          pointsPerInterval\n          intervalMinutes\n          forfeitAtPoints\n        }\n      }\n      boards {\n        slot\n        matchId\n        number\n        length\n        state\n        nextAction\n        startScore\n        reportId\n        disputeReason\n        score\n        winner {\n          id\n          displayName\n        }\n        players {\n          player {\n            id\n            displayName\n          }\n          checkedInAt\n          minutesLate\n          rulePenalty\n          waived\n          penalty\n          forfeit\n          waiverReason\n        }\n      }\n    }\n  }\n": typeof types.TournamentDayDocument,
    "\n  mutation SetRoundStart($id: UUID!, $round: Int!, $startsAt: DateTime!) {\n    setRoundStart(tournamentId: $id, round: $round, startsAt: $startsAt) {\n      round\n    }\n  }\n": typeof types.SetRoundStartDocument,
    "\n  mutation CheckInAtBoard($matchId: UUID!, $userId: UUID) {\n    checkInAtBoard(matchId: $matchId, userId: $userId) {\n      slot\n    }\n  }\n": typeof types.CheckInAtBoardDocument,
    "\n  mutation WaiveLateness($matchId: UUID!, $userId: UUID!, $points: Int, $reason: String!) {\n    waiveLateness(matchId: $matchId, userId: $userId, points: $points, reason: $reason) {\n      slot\n    }\n  }\n": typeof types.WaiveLatenessDocument,
    "\n  mutation DoubleNoShow($matchId: UUID!) {\n    recordDoubleNoShow(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.DoubleNoShowDocument,
    "\n  mutation SetDayRules($input: TournamentDayRulesInput!) {\n    setTournamentDayRules(input: $input) {\n      version\n    }\n  }\n": typeof types.SetDayRulesDocument,
    "\n  mutation TimeLimitResult($matchId: UUID!, $score: [Int!]!) {\n    recordTimeLimitResult(matchId: $matchId, score: $score) {\n      slot\n    }\n  }\n": typeof types.TimeLimitResultDocument,
    "\n  query TournamentsHome {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myTournaments {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n    myTournamentMatches {\n      tournament {\n        id\n        name\n      }\n      match {\n        slot\n        matchId\n        round\n        length\n        flight\n        kind\n        matchStatus\n        player1 {\n          id\n          displayName\n        }\n        player2 {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.TournamentsHomeDocument,
    "\n  query ClubTournaments($clubId: UUID!) {\n    clubTournaments(clubId: $clubId) {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n  }\n": typeof types.ClubTournamentsDocument,
    "\n  query NewTournament($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": typeof types.NewTournamentDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    grandFinalReset\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n    timeControl {\n      ...TimeControlFields\n    }\n    roundTimeControls {\n      ...TimeControlFields\n    }\n    abandonHours\n    startDeadlineHours\n    publicToken\n  }\n": typeof types.TournamentFieldsFragmentDoc,
    "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    finishedAt\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n": typeof types.TournamentMatchFieldsFragmentDoc,
    "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n": typeof types.TournamentDocument,
    "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentStandingsDocument,
    "\n  query TournamentPlacings($id: UUID!, $flight: Flight!, $live: Boolean!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight, live: $live) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentPlacingsDocument,
    "\n  query PublicTournament($token: String!) {\n    publicTournament(token: $token) {\n      name\n      clubName\n      format\n      status\n      matchLengths\n      crawford\n      consolation\n      lastChance\n      grandFinalReset\n      rounds\n      roundsPaired\n      groups\n      startedAt\n      finishedAt\n    }\n    publicTournamentEntries(token: $token) {\n      seed\n      withdrawn\n      player {\n        id\n        displayName\n      }\n    }\n    publicTournamentMatches(token: $token) {\n      ...TournamentMatchFields\n    }\n  }\n": typeof types.PublicTournamentDocument,
    "\n  query PublicTournamentPlacings($token: String!, $flight: Flight!) {\n    publicTournamentPlacings(token: $token, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.PublicTournamentPlacingsDocument,
    "\n  query PublicTournamentStandings($token: String!, $group: Int!) {\n    publicTournamentStandings(token: $token, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.PublicTournamentStandingsDocument,
    "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n": typeof types.TournamentCsvDocument,
    "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!, $limit: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: $limit) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TournamentAuditDocument,
    "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.RatingHistoryDocument,
    "\n  query MatchRatingChanges($matchId: UUID!) {\n    matchRatingChanges(matchId: $matchId) {\n      player {\n        id\n        displayName\n      }\n      change\n      ratingBefore\n      ratingAfter\n    }\n  }\n": typeof types.MatchRatingChangesDocument,
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
    "\n  mutation SetTournamentPublicLink($id: UUID!, $enabled: Boolean!) {\n    setTournamentPublicLink(tournamentId: $id, enabled: $enabled) {\n      id\n      publicToken\n    }\n  }\n": typeof types.SetTournamentPublicLinkDocument,
    "\n  subscription PublicTournamentUpdated($token: String!) {\n    publicTournamentUpdated(token: $token) {\n      change\n    }\n  }\n": typeof types.PublicTournamentUpdatedDocument,
    "\n  subscription TournamentUpdated($tournamentId: UUID!) {\n    tournamentUpdated(tournamentId: $tournamentId) {\n      tournamentId\n      change\n    }\n  }\n": typeof types.TournamentUpdatedDocument,
};
const documents: Documents = {
    "\n  query Profile {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myMatches(status: [ACTIVE, FINISHED]) {\n      id\n      status\n      viewerSide\n      winner\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          displayName\n        }\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      displayName\n      locale\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      me {\n        locale\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      displayName\n      locale\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    senderId\n    senderName\n    phrase\n    text\n    spectator\n    createdAt\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query MatchChat($matchId: UUID!) {\n    matchChat(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n    matchChatSettings(matchId: $matchId) {\n      mode\n      muted\n      spectator\n    }\n  }\n": types.MatchChatDocument,
    "\n  mutation SendChatMessage($matchId: UUID!, $phrase: String, $text: String) {\n    sendChatMessage(matchId: $matchId, phrase: $phrase, text: $text) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation MuteChatPlayer($matchId: UUID!, $userId: UUID!, $muted: Boolean!) {\n    muteChatPlayer(matchId: $matchId, userId: $userId, muted: $muted) {\n      mode\n      muted\n    }\n  }\n": types.MuteChatPlayerDocument,
    "\n  mutation ReportChat($matchId: UUID!, $reason: String!) {\n    reportChat(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": types.ReportChatDocument,
    "\n  subscription ChatMessageSent($matchId: UUID!) {\n    chatMessageSent(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatMessageSentDocument,
    "\n  query ClubChatPolicy($clubId: UUID!) {\n    clubChatPolicy(clubId: $clubId) {\n      freeText\n      tournament\n    }\n  }\n": types.ClubChatPolicyDocument,
    "\n  mutation UpdateClubChatPolicy($clubId: UUID!, $freeText: Boolean, $tournament: TournamentChat) {\n    updateClubChatPolicy(clubId: $clubId, freeText: $freeText, tournament: $tournament) {\n      freeText\n      tournament\n    }\n  }\n": types.UpdateClubChatPolicyDocument,
    "\n  fragment ChouetteTable on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    seq\n    absences {\n      member\n      proxy\n    }\n    createdAt\n    closedAt\n    diceCommitment\n    diceSeed\n    timeControl {\n      preset\n      delaySeconds\n      reserveSeconds\n      reservePerPointSeconds\n      autoRoll\n    }\n    clocks {\n      player\n      delayMs\n      reserveMs\n      running\n      serverNow\n      deadline\n    }\n    gamesPlayed\n    line\n    partner\n    viewerPresent\n    viewerRecords\n    viewerCorrects\n    organiser {\n      id\n      displayName\n    }\n    options {\n      mode\n      profile\n      triploPoints\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      autoDoubles\n      autoDoublesCap\n      maxCube\n      cube\n      partnerThreshold\n      consultation\n      stake\n      house {\n        partnerMandatoryFrom\n        maxPlayers\n        initialCubes\n        threeHandedBoth\n        answerOrder\n        boxKeeping\n        absentMember\n        extras\n        deals\n      }\n    }\n    players {\n      user {\n        id\n        displayName\n      }\n      role\n      line\n      present\n      hasSat\n      actingCaptain\n      total\n    }\n    entryRolls {\n      player\n      dice\n      round\n    }\n    waitingFor {\n      player\n      decision\n      actions\n      member\n      optional\n    }\n    game {\n      index\n      box\n      partner\n      captain\n      actingCaptain\n      phase\n      turn\n      dice\n      pips\n      positionId\n      board {\n        side0\n        side1\n      }\n      members {\n        player\n        cubeValue\n        cubeOwner\n        inGame\n        offer {\n          doubler\n          stage\n          value\n        }\n        outcome {\n          points\n          reason\n          conceded\n          kind\n        }\n        log {\n          action\n          by\n          value\n        }\n      }\n      window {\n        by\n        members\n        declarations {\n          member\n          double\n        }\n        takers\n      }\n      suggestions {\n        player\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n      resignation {\n        by\n        side\n        kind\n        pending\n      }\n      legalPlays {\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n    }\n    ledger {\n      totals {\n        player\n        points\n      }\n      games {\n        index\n        box\n        partner\n        captain\n        actingCaptain\n        winner\n        reason\n        boxVsCaptain\n        boxSide\n        points {\n          player\n          points\n        }\n        net {\n          player\n          points\n        }\n        totals {\n          player\n          points\n        }\n        members {\n          player\n          cube\n          turned\n          reason\n          conceded\n          kind\n          points\n          log {\n            action\n            by\n            value\n          }\n        }\n        corrections {\n          seq\n          game\n          by\n          byUser {\n            displayName\n          }\n          reason\n          delta {\n            player\n            points\n          }\n          edit\n        }\n      }\n    }\n    sheet {\n      order\n      breaks\n      deleted\n      cubes {\n        game\n        player\n        cube\n        owner\n        points\n      }\n      edits {\n        seq\n        kind\n        by\n        byUser {\n          displayName\n        }\n        reason\n        game\n      }\n    }\n    settlement {\n      stake\n      method\n      transfers {\n        from\n        to\n        points\n        amount\n      }\n    }\n    log {\n      seq\n      type\n      player\n      member\n      game\n      dice\n      detail\n      text\n      actorId\n      at\n    }\n  }\n": types.ChouetteTableFragmentDoc,
    "\n  fragment ChouetteSummary on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    gamesPlayed\n    createdAt\n    viewerPresent\n    organiser {\n      id\n      displayName\n    }\n    players {\n      present\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.ChouetteSummaryFragmentDoc,
    "\n  query ChouetteTable($id: UUID!) {\n    chouette(id: $id) {\n      ...ChouetteTable\n    }\n  }\n": types.ChouetteTableDocument,
    "\n  query ChouetteIndex {\n    myChouettes(openOnly: false) {\n      ...ChouetteSummary\n    }\n    openChouettesOfMyClubs {\n      ...ChouetteSummary\n    }\n    myClubs {\n      id\n      name\n    }\n  }\n": types.ChouetteIndexDocument,
    "\n  query ClubChouettes($clubId: UUID!) {\n    chouettesOfClub(clubId: $clubId, openOnly: true) {\n      ...ChouetteSummary\n    }\n  }\n": types.ClubChouettesDocument,
    "\n  query MyClubsForChouette {\n    myClubs {\n      id\n      name\n    }\n  }\n": types.MyClubsForChouetteDocument,
    "\n  query ChouetteClubMembers($clubId: UUID!) {\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.ChouetteClubMembersDocument,
    "\n  query VerifyChouetteAudit($id: UUID!) {\n    verifyAudit(scope: { type: CHOUETTE, id: $id }) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n  }\n": types.VerifyChouetteAuditDocument,
    "\n  query VerifyChouetteDice($id: UUID!) {\n    verifyChouetteDice(chouetteId: $id) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": types.VerifyChouetteDiceDocument,
    "\n  mutation OpenChouette($input: OpenChouetteInput!) {\n    openChouette(input: $input) {\n      id\n    }\n  }\n": types.OpenChouetteDocument,
    "\n  mutation JoinChouette($code: String!, $player: UUID) {\n    joinChouette(code: $code, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": types.JoinChouetteDocument,
    "\n  mutation LeaveChouette($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    leaveChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": types.LeaveChouetteDocument,
    "\n  mutation RollChouetteOrder($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID, $dice: [Int!]) {\n    rollChouetteOrder(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player, dice: $dice) {\n      ...ChouetteTable\n    }\n  }\n": types.RollChouetteOrderDocument,
    "\n  mutation CallChouettePartner($chouetteId: UUID!, $expectedSeq: Int!, $partner: UUID, $player: UUID) {\n    callChouettePartner(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      partner: $partner\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.CallChouettePartnerDocument,
    "\n  mutation StartChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $initialCube: Int) {\n    startChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, initialCube: $initialCube) {\n      ...ChouetteTable\n    }\n  }\n": types.StartChouetteGameDocument,
    "\n  mutation RollChouetteDice($chouetteId: UUID!, $expectedSeq: Int!) {\n    rollChouetteDice(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n": types.RollChouetteDiceDocument,
    "\n  mutation SubmitChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n": types.SubmitChouettePlayDocument,
    "\n  mutation SuggestChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    suggestChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n": types.SuggestChouettePlayDocument,
    "\n  mutation ConfirmChouetteSuggestion($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!) {\n    confirmChouetteSuggestion(chouetteId: $chouetteId, expectedSeq: $expectedSeq, from: $from) {\n      ...ChouetteTable\n    }\n  }\n": types.ConfirmChouetteSuggestionDocument,
    "\n  mutation DeclareChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $double: Boolean!, $player: UUID) {\n    declareChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      double: $double\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.DeclareChouetteDoubleDocument,
    "\n  mutation AnswerChouetteDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.AnswerChouetteDoubleDocument,
    "\n  mutation AnswerChouetteBeaver(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteBeaverAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBeaver(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.AnswerChouetteBeaverDocument,
    "\n  mutation OfferChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    offerChouetteBoxDouble(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": types.OfferChouetteBoxDoubleDocument,
    "\n  mutation AnswerChouetteBoxDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBoxDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.AnswerChouetteBoxDoubleDocument,
    "\n  mutation ResignChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $kind: WinKind!, $player: UUID) {\n    resignChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, kind: $kind, player: $player) {\n      ...ChouetteTable\n    }\n  }\n": types.ResignChouetteGameDocument,
    "\n  mutation AnswerChouetteResignation(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $accept: Boolean!\n    $player: UUID\n  ) {\n    answerChouetteResignation(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      accept: $accept\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.AnswerChouetteResignationDocument,
    "\n  mutation RecordChouetteResult(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $winner: ChouetteSide!\n    $kind: GameKind\n    $base: Int\n  ) {\n    recordChouetteResult(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      winner: $winner\n      kind: $kind\n      base: $base\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.RecordChouetteResultDocument,
    "\n  mutation CorrectChouette(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $points: [ChouettePointsInput!]!\n    $reason: String!\n  ) {\n    correctChouette(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      points: $points\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.CorrectChouetteDocument,
    "\n  mutation EditChouetteCube(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $member: UUID!\n    $value: Int!\n    $owner: ChouetteCubeOwner!\n    $reason: String!\n  ) {\n    editChouetteCube(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      member: $member\n      value: $value\n      owner: $owner\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.EditChouetteCubeDocument,
    "\n  mutation ReorderChouetteSheet(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $players: [UUID!]!\n    $reason: String!\n  ) {\n    reorderChouetteSheet(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      players: $players\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.ReorderChouetteSheetDocument,
    "\n  mutation DeleteLastChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $reason: String!) {\n    deleteLastChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, reason: $reason) {\n      ...ChouetteTable\n    }\n  }\n": types.DeleteLastChouetteGameDocument,
    "\n  mutation MarkChouetteBreak(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $after: Int!\n    $marked: Boolean!\n    $reason: String!\n  ) {\n    markChouetteBreak(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      after: $after\n      marked: $marked\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.MarkChouetteBreakDocument,
    "\n  mutation EndChouette($chouetteId: UUID!, $expectedSeq: Int!) {\n    endChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n": types.EndChouetteDocument,
    "\n  mutation MakeChouetteDeal(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $terms: [ChouetteDealTermInput!]!\n    $agreedBy: [UUID!]!\n  ) {\n    makeChouetteDeal(chouetteId: $chouetteId, expectedSeq: $expectedSeq, terms: $terms, agreedBy: $agreedBy) {\n      ...ChouetteTable\n    }\n  }\n": types.MakeChouetteDealDocument,
    "\n  mutation GiveChouetteExtra(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $from: UUID!\n    $to: UUID!\n    $takerAgrees: Boolean!\n  ) {\n    giveChouetteExtra(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      from: $from\n      to: $to\n      takerAgrees: $takerAgrees\n    ) {\n      ...ChouetteTable\n    }\n  }\n": types.GiveChouetteExtraDocument,
    "\n  mutation SetChouetteAbsence($chouetteId: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {\n    setChouetteAbsence(chouetteId: $chouetteId, away: $away, member: $member, proxy: $proxy) {\n      ...ChouetteTable\n    }\n  }\n": types.SetChouetteAbsenceDocument,
    "\n  mutation SplitChouetteTable($chouetteId: UUID!, $arriving: [UUID!]!) {\n    splitChouetteTable(chouetteId: $chouetteId, arriving: $arriving) {\n      id\n    }\n  }\n": types.SplitChouetteTableDocument,
    "\n  subscription ChouetteUpdated($chouetteId: UUID!, $afterSeq: Int) {\n    chouetteUpdated(chouetteId: $chouetteId, afterSeq: $afterSeq) {\n      chouetteId\n      seq\n      phase\n      status\n      absences {\n        member\n        proxy\n      }\n    }\n  }\n": types.ChouetteUpdatedDocument,
    "\n  mutation SetChouetteHouseRules($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {\n    setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) {\n      seq\n      options {\n        house {\n          partnerMandatoryFrom\n          maxPlayers\n          initialCubes\n          threeHandedBoth\n          answerOrder\n          boxKeeping\n          absentMember\n          extras\n          deals\n        }\n      }\n    }\n  }\n": types.SetChouetteHouseRulesDocument,
    "\n  fragment TimeControlFields on TimeControl {\n    preset\n    delaySeconds\n    reserveSeconds\n    reservePerPointSeconds\n    autoRoll\n    daysPerMove\n  }\n": types.TimeControlFieldsFragmentDoc,
    "\n  fragment MatchClockFields on MatchClock {\n    running\n    paused\n    serverNow\n    deadline\n    sides {\n      side\n      delayMs\n      reserveMs\n    }\n  }\n": types.MatchClockFieldsFragmentDoc,
    "\n  query TournamentClocks($clubId: UUID!) {\n    clubMatches(clubId: $clubId, status: [ACTIVE, FINISHED]) {\n      id\n      status\n      resultSource\n      clock {\n        ...MatchClockFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.TournamentClocksDocument,
    "\n  query MatchesAtRisk($tournamentId: UUID!) {\n    matchesAtRisk(tournamentId: $tournamentId) {\n      side\n      reason\n      reserveMs\n      lastSeenAt\n      match {\n        id\n        players {\n          side\n          user {\n            id\n            displayName\n          }\n        }\n      }\n    }\n  }\n": types.MatchesAtRiskDocument,
    "\n  mutation PauseMatchClock($matchId: UUID!, $reason: String!) {\n    pauseMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": types.PauseMatchClockDocument,
    "\n  mutation ResumeMatchClock($matchId: UUID!, $reason: String!) {\n    resumeMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n": types.ResumeMatchClockDocument,
    "\n  mutation AddMatchTime($matchId: UUID!, $side: Int!, $seconds: Int!, $reason: String!) {\n    addMatchTime(matchId: $matchId, side: $side, seconds: $seconds, reason: $reason) {\n      id\n    }\n  }\n": types.AddMatchTimeDocument,
    "\n  mutation AnnulTimeout($matchId: UUID!, $reason: String!, $addSeconds: Int) {\n    annulTimeout(matchId: $matchId, reason: $reason, addSeconds: $addSeconds) {\n      id\n    }\n  }\n": types.AnnulTimeoutDocument,
    "\n  mutation UpdateClubPlayPolicy(\n    $clubId: UUID!\n    $abandonHours: Int\n    $rateTimeouts: Boolean\n    $rateForfeits: Boolean\n  ) {\n    updateClubPlayPolicy(\n      clubId: $clubId\n      abandonHours: $abandonHours\n      rateTimeouts: $rateTimeouts\n      rateForfeits: $rateForfeits\n    ) {\n      id\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n  }\n": types.UpdateClubPlayPolicyDocument,
    "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n": types.MyClubsDocument,
    "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      resultSource\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.ClubHomeDocument,
    "\n  query ClubMembers($clubId: UUID!) {\n    me {\n      id\n    }\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      role\n      joinedAt\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.ClubMembersDocument,
    "\n  mutation CreateClub($name: String!) {\n    createClub(input: { name: $name }) {\n      id\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation JoinClub($code: String!) {\n    joinClub(invitationCode: $code) {\n      id\n    }\n  }\n": types.JoinClubDocument,
    "\n  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {\n    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": types.SetMemberRoleDocument,
    "\n  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {\n    removeMember(clubId: $clubId, userId: $userId)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation RegenerateCode($clubId: UUID!) {\n    regenerateInvitationCode(clubId: $clubId) {\n      invitationCode\n    }\n  }\n": types.RegenerateCodeDocument,
    "\n  mutation LeaveClub($clubId: UUID!) {\n    leaveClub(clubId: $clubId)\n  }\n": types.LeaveClubDocument,
    "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.MyChallengesDocument,
    "\n  mutation Challenge($input: ChallengeInput!) {\n    challenge(input: $input) {\n      id\n    }\n  }\n": types.ChallengeDocument,
    "\n  mutation AcceptChallenge($matchId: UUID!) {\n    acceptChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($matchId: UUID!) {\n    declineChallenge(matchId: $matchId) {\n      id\n    }\n  }\n": types.DeclineChallengeDocument,
    "\n  query MyCorrespondence {\n    myCorrespondenceMatches {\n      id\n      status\n      viewerSide\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n      timeControl {\n        daysPerMove\n      }\n      clock {\n        running\n        deadline\n      }\n    }\n    myVacation {\n      ...VacationFields\n    }\n  }\n": types.MyCorrespondenceDocument,
    "\n  fragment VacationFields on Vacation {\n    year\n    budget\n    taken\n    remaining\n    days {\n      startsAt\n      endsAt\n    }\n  }\n": types.VacationFieldsFragmentDoc,
    "\n  mutation TakeVacationDay($startsAt: DateTime) {\n    takeVacationDay(startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n": types.TakeVacationDayDocument,
    "\n  subscription CorrespondenceNews {\n    notificationNews {\n      unreadCount\n    }\n  }\n": types.CorrespondenceNewsDocument,
    "\n  query ClubDeadEvents($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    deadEvents(clubId: $clubId) {\n      id\n      type\n      payload\n      attempts\n      failedConsumer\n      lastError\n      createdAt\n    }\n  }\n": types.ClubDeadEventsDocument,
    "\n  mutation RetryEvent($eventId: String!) {\n    retryEvent(eventId: $eventId) {\n      id\n      status\n    }\n  }\n": types.RetryEventDocument,
    "\n  query RematchOffer($matchId: UUID!) {\n    rematchOffer(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": types.RematchOfferDocument,
    "\n  mutation OfferRematch($matchId: UUID!) {\n    offerRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": types.OfferRematchDocument,
    "\n  mutation AcceptRematch($matchId: UUID!) {\n    acceptRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n": types.AcceptRematchDocument,
    "\n  mutation CreateMatchInvite($input: MatchInviteInput!) {\n    createMatchInvite(input: $input) {\n      token\n      path\n      expiresAt\n    }\n  }\n": types.CreateMatchInviteDocument,
    "\n  query MatchInvite($token: String!) {\n    matchInvite(token: $token) {\n      hostName\n      options\n      open\n      expiresAt\n      mine\n      matchId\n    }\n  }\n": types.MatchInviteDocument,
    "\n  mutation AcceptMatchInvite($token: String!, $guestName: String) {\n    acceptMatchInvite(token: $token, guestName: $guestName) {\n      matchId\n      guestToken\n    }\n  }\n": types.AcceptMatchInviteDocument,
    "\n  query Dashboard {\n    me {\n      id\n      displayName\n    }\n    dashboard {\n      myTurn {\n        ...DashboardMatch\n      }\n      challengesReceived {\n        ...DashboardMatch\n      }\n      openChallenges {\n        ...OpenChallengeFields\n      }\n      myOpenChallenges {\n        ...OpenChallengeFields\n      }\n      tournamentMatches {\n        tournament {\n          id\n          name\n        }\n        match {\n          slot\n          length\n          matchId\n          matchStatus\n          player1 {\n            id\n            displayName\n          }\n          player2 {\n            id\n            displayName\n          }\n        }\n      }\n      openChouettes {\n        ...ChouetteSummary\n      }\n      recentResults {\n        ...DashboardMatch\n      }\n      ratings {\n        clubId\n        clubName\n        rating\n        experience\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment DashboardMatch on Match {\n    id\n    status\n    viewerSide\n    winner\n    score\n    options {\n      length\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.DashboardMatchFragmentDoc,
    "\n  fragment LeagueFields on LeagueSeasonView {\n    id\n    clubId\n    name\n    number\n    previousId\n    nextId\n    double\n    pointsKind\n    win\n    loss\n    promote\n    relegate\n    startsOn\n    closedAt\n    divisions {\n      division\n      length\n      players {\n        id\n        displayName\n      }\n      standings {\n        rank\n        points\n        wins\n        played\n        pointsDifference\n        player {\n          id\n          displayName\n        }\n      }\n    }\n    fixtures {\n      id\n      code\n      division\n      week\n      weekOf\n      length\n      players {\n        id\n        displayName\n      }\n      winnerId\n      outcome\n      score\n      source\n      matchId\n      report {\n        reportedById\n        outcome\n        playerId\n        score\n      }\n    }\n  }\n": types.LeagueFieldsFragmentDoc,
    "\n  query ClubLeagues($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeagues(clubId: $clubId) {\n      id\n      name\n      number\n      closedAt\n      startsOn\n      divisions {\n        division\n      }\n    }\n  }\n": types.ClubLeaguesDocument,
    "\n  query League($id: UUID!) {\n    me {\n      id\n    }\n    league(id: $id) {\n      ...LeagueFields\n    }\n  }\n": types.LeagueDocument,
    "\n  query LeagueClub($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": types.LeagueClubDocument,
    "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": types.CreateLeagueDocument,
    "\n  mutation ReportLeagueResult($input: LeagueResultInput!) {\n    reportLeagueResult(input: $input) {\n      id\n    }\n  }\n": types.ReportLeagueResultDocument,
    "\n  mutation ConfirmLeagueResult($fixtureId: UUID!) {\n    confirmLeagueResult(fixtureId: $fixtureId) {\n      id\n    }\n  }\n": types.ConfirmLeagueResultDocument,
    "\n  mutation CloseLeagueSeason($seasonId: UUID!) {\n    closeLeagueSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n": types.CloseLeagueSeasonDocument,
    "\n  subscription LeagueUpdated($seasonId: UUID!) {\n    leagueUpdated(seasonId: $seasonId) {\n      seasonId\n      change\n    }\n  }\n": types.LeagueUpdatedDocument,
    "\n  query SeasonLeaderboard($clubId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    seasonLeaderboard(clubId: $clubId, season: $season) {\n      season\n      seasons\n      rows {\n        rank\n        points\n        events\n        member {\n          id\n          displayName\n        }\n      }\n    }\n    seasonPointsTable(clubId: $clubId) {\n      rows {\n        minField\n        places\n      }\n      attendance\n      isDefault\n    }\n  }\n": types.SeasonLeaderboardDocument,
    "\n  query MemberSeason($clubId: UUID!, $memberId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberSeason(clubId: $clubId, memberId: $memberId, season: $season) {\n      season\n      rank\n      points\n      events\n      member {\n        id\n        displayName\n      }\n      best {\n        eventName\n        points\n      }\n      awards {\n        event\n        kind\n        eventName\n        fieldSize\n        place\n        placing\n        attendance\n        points\n      }\n    }\n  }\n": types.MemberSeasonDocument,
    "\n  mutation SetSeasonPointsTable($input: SeasonPointsTableInput!) {\n    setSeasonPointsTable(input: $input) {\n      attendance\n    }\n  }\n": types.SetSeasonPointsTableDocument,
    "\n  subscription SeasonPointsUpdated($clubId: UUID!) {\n    seasonPointsUpdated(clubId: $clubId) {\n      clubId\n      season\n    }\n  }\n": types.SeasonPointsUpdatedDocument,
    "\n  fragment OpenChallengeFields on OpenChallenge {\n    id\n    clubId\n    clubName\n    createdAt\n    createdBy {\n      id\n      displayName\n    }\n    options {\n      length\n      profile\n      crawford\n      cube\n    }\n    timeControl {\n      ...TimeControlFields\n    }\n  }\n": types.OpenChallengeFieldsFragmentDoc,
    "\n  query ClubOpenChallenges($clubId: UUID!) {\n    clubOpenChallenges(clubId: $clubId) {\n      ...OpenChallengeFields\n    }\n    me {\n      id\n    }\n  }\n": types.ClubOpenChallengesDocument,
    "\n  mutation PostOpenChallenge($input: OpenChallengeInput!) {\n    postOpenChallenge(input: $input) {\n      id\n    }\n  }\n": types.PostOpenChallengeDocument,
    "\n  mutation WithdrawOpenChallenge($id: UUID!) {\n    withdrawOpenChallenge(id: $id) {\n      id\n      status\n    }\n  }\n": types.WithdrawOpenChallengeDocument,
    "\n  mutation AcceptOpenChallenge($id: UUID!) {\n    acceptOpenChallenge(id: $id) {\n      id\n      matchId\n    }\n  }\n": types.AcceptOpenChallengeDocument,
    "\n  subscription ClubLobbyUpdated($clubId: UUID!) {\n    clubLobbyUpdated(clubId: $clubId) {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n": types.ClubLobbyUpdatedDocument,
    "\n  subscription MyClubsLobbyUpdated {\n    myClubsLobbyUpdated {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n": types.MyClubsLobbyUpdatedDocument,
    "\n  subscription NotificationNews {\n    notificationNews {\n      unreadCount\n      browser\n      notification {\n        id\n        kind\n        link\n        createdAt\n        readAt\n        payload {\n          actorName\n          clubName\n          tournamentName\n          reporterName\n          title\n          message\n          ladderName\n          answer\n        }\n      }\n    }\n  }\n": types.NotificationNewsDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      id\n      kind\n      link\n      createdAt\n      readAt\n      payload {\n        actorName\n        clubName\n        tournamentName\n        reporterName\n        title\n        message\n        ladderName\n        answer\n      }\n    }\n    unreadNotificationCount\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: UUID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      channel\n      enabled\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference(\n    $kind: NotificationKind!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    setNotificationPreference(kind: $kind, channel: $channel, enabled: $enabled) {\n      kind\n      channel\n      enabled\n    }\n  }\n": types.SetNotificationPreferenceDocument,
    "\n  mutation UnsubscribeFromEmails($token: String!, $kind: NotificationKind) {\n    unsubscribeFromEmails(token: $token, kind: $kind)\n  }\n": types.UnsubscribeFromEmailsDocument,
    "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input)\n  }\n": types.AnnounceDocument,
    "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n    resultSource\n    timeControl {\n      ...TimeControlFields\n    }\n    clock {\n      ...MatchClockFields\n    }\n    presence {\n      side\n      status\n      lastSeenAt\n    }\n    forfeitClaim {\n      againstSide\n      claimableAt\n      canClaimNow\n    }\n  }\n": types.OnlineMatchFragmentDoc,
    "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n": types.OnlineMatchDocument,
    "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RollDiceDocument,
    "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, expectedSeq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n": types.SubmitPlayDocument,
    "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.OfferDoubleDocument,
    "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.TakeDoubleDocument,
    "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.DropDoubleDocument,
    "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.BeaverDocument,
    "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RaccoonDocument,
    "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RefuseBeaverDocument,
    "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, expectedSeq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n": types.ResignDocument,
    "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.AcceptResignationDocument,
    "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.RejectResignationDocument,
    "\n  mutation ClaimForfeit($matchId: UUID!, $seq: Int!) {\n    claimForfeit(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n": types.ClaimForfeitDocument,
    "\n  query MatchMat($matchId: UUID!) {\n    matchMat(matchId: $matchId)\n  }\n": types.MatchMatDocument,
    "\n  query VerifyMatchDice($matchId: UUID!) {\n    verifyMatchDice(matchId: $matchId) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n": types.VerifyMatchDiceDocument,
    "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n      clock {\n        ...MatchClockFields\n      }\n      presence {\n        side\n        status\n        lastSeenAt\n      }\n    }\n  }\n": types.MatchUpdatedDocument,
    "\n  query BoardOptions {\n    boardOptions {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n": types.BoardOptionsDocument,
    "\n  mutation SetBoardOptions($input: BoardOptionsInput!) {\n    setBoardOptions(input: $input) {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n": types.SetBoardOptionsDocument,
    "\n  fragment AnalysisViewFields on MatchAnalysisView {\n    id\n    status\n    outdated\n    depth\n    requestedAt\n    finishedAt\n    error\n    result\n  }\n": types.AnalysisViewFieldsFragmentDoc,
    "\n  query MatchRecord($id: String!) {\n    matchRecord(id: $id) {\n      id\n      kind\n      clubId\n      tournamentId\n      title\n      matchLength\n      finished\n      playedAt\n      players {\n        side\n        name\n        userId\n      }\n      log\n      analysis {\n        ...AnalysisViewFields\n      }\n    }\n    myClubs {\n      id\n      myRole\n    }\n  }\n": types.MatchRecordDocument,
    "\n  subscription AnalysisUpdated($recordId: String!) {\n    analysisUpdated(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n": types.AnalysisUpdatedDocument,
    "\n  mutation RequestAnalysis($recordId: String!) {\n    requestAnalysis(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n": types.RequestAnalysisDocument,
    "\n  query PlayerRecords($userId: ID!) {\n    playerMatchRecords(userId: $userId) {\n      id\n      kind\n      title\n      playedAt\n      matchLength\n      players {\n        side\n        name\n        userId\n      }\n      analysis {\n        id\n        status\n        outdated\n        players {\n          side\n          pr\n          band\n        }\n      }\n    }\n    playerPrHistory(userId: $userId) {\n      recordId\n      date\n      pr\n      decisions\n      opponent\n    }\n    playerDiceStats(userId: $userId) {\n      matches\n      rolls\n      counts\n      expected\n      chiSquare\n      degreesOfFreedom\n      pValue\n      verdict\n      doubles\n      doublesExpected\n      faces\n      tests {\n        kind\n        method\n        statistic\n        pValue\n        adjustedPValue\n        minimumRolls\n        verdict\n      }\n      jokers\n      antiJokers\n    }\n  }\n": types.PlayerRecordsDocument,
    "\n  query ClubPr($clubId: ID!, $clubUuid: UUID!, $minDecisions: Int!) {\n    club(id: $clubUuid) {\n      id\n      name\n      myRole\n    }\n    clubOutdatedAnalyses(clubId: $clubUuid)\n    clubPrLeaderboard(clubId: $clubId, minDecisions: $minDecisions) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n    clubMatchRecords(clubId: $clubId) {\n      id\n      kind\n      title\n      playedAt\n      analysis {\n        id\n        status\n        outdated\n      }\n    }\n  }\n": types.ClubPrDocument,
    "\n  query TournamentPr($tournamentId: ID!) {\n    tournamentPr(tournamentId: $tournamentId) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n  }\n": types.TournamentPrDocument,
    "\n  mutation ImportMat($clubId: UUID!, $text: String!, $player0UserId: UUID, $player1UserId: UUID) {\n    importMat(clubId: $clubId, text: $text, player0UserId: $player0UserId, player1UserId: $player1UserId) {\n      id\n      recordId\n    }\n  }\n": types.ImportMatDocument,
    "\n  mutation RedoOutdatedAnalyses($clubId: UUID!) {\n    redoOutdatedAnalyses(clubId: $clubId)\n  }\n": types.RedoOutdatedAnalysesDocument,
    "\n  fragment LadderFields on LadderView {\n    id\n    clubId\n    name\n    reach\n    deadlineDays\n    movement\n    matchLength\n    publicToken\n    rungs {\n      position\n      userId\n      displayName\n    }\n    challenges {\n      id\n      challengerId\n      challengerName\n      defenderId\n      defenderName\n      status\n      matchId\n      issuedAt\n      deadline\n    }\n  }\n": types.LadderFieldsFragmentDoc,
    "\n  query ClubLadders($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubLadders(clubId: $clubId) {\n      ...LadderFields\n    }\n  }\n": types.ClubLaddersDocument,
    "\n  query Ladder($id: UUID!) {\n    me {\n      id\n    }\n    ladder(id: $id) {\n      ...LadderFields\n    }\n  }\n": types.LadderDocument,
    "\n  query PublicLadder($token: String!) {\n    publicLadder(token: $token) {\n      ...LadderFields\n    }\n  }\n": types.PublicLadderDocument,
    "\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      id\n    }\n  }\n": types.CreateLadderDocument,
    "\n  mutation JoinLadder($ladderId: UUID!, $byRating: Boolean!) {\n    joinLadder(ladderId: $ladderId, byRating: $byRating) {\n      id\n    }\n  }\n": types.JoinLadderDocument,
    "\n  mutation ChallengeOnLadder($ladderId: UUID!, $defenderId: UUID!) {\n    challengeOnLadder(ladderId: $ladderId, defenderId: $defenderId) {\n      id\n    }\n  }\n": types.ChallengeOnLadderDocument,
    "\n  mutation AcceptLadderChallenge($challengeId: UUID!) {\n    acceptLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n": types.AcceptLadderChallengeDocument,
    "\n  mutation RefuseLadderChallenge($challengeId: UUID!) {\n    refuseLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n": types.RefuseLadderChallengeDocument,
    "\n  subscription LadderUpdated($ladderId: UUID!) {\n    ladderUpdated(ladderId: $ladderId) {\n      ladderId\n      change\n    }\n  }\n": types.LadderUpdatedDocument,
    "\n  subscription PublicLadderUpdated($token: String!) {\n    publicLadderUpdated(token: $token) {\n      ladderId\n      change\n    }\n  }\n": types.PublicLadderUpdatedDocument,
    "\n  query HeadToHead($clubId: UUID!, $a: UUID!, $b: UUID!) {\n    headToHead(clubId: $clubId, memberA: $a, memberB: $b) {\n      matches\n      sides {\n        userId\n        displayName\n        wins\n        points\n        pr\n        decisions\n      }\n      lastResults {\n        matchId\n        endedAt\n        winnerId\n        score\n      }\n    }\n  }\n": types.HeadToHeadDocument,
    "\n  query ClubRivals($clubId: UUID!, $userId: UUID!) {\n    clubRivals(clubId: $clubId, userId: $userId) {\n      nemesis {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n      favourite {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n    }\n  }\n": types.ClubRivalsDocument,
    "\n  query ClubBook($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubBook(clubId: $clubId) {\n      currency\n      jackpotCents\n      entries {\n        id\n        date\n        memberId\n        memberName\n        kind\n        amountCents\n        method\n        period\n        reference\n        balanceCents\n      }\n      balances {\n        memberId\n        memberName\n        balanceCents\n        duesUpToDate\n        duesOwing\n      }\n      prizePools {\n        reference\n        payout\n        feesCents\n        clubCutCents\n        jackpotAddedCents\n        jackpotPaidCents\n        jackpotCarriedCents\n        prizesCents\n      }\n    }\n  }\n": types.ClubBookDocument,
    "\n  query ClubBookCsv($clubId: UUID!) {\n    clubBookCsv(clubId: $clubId)\n  }\n": types.ClubBookCsvDocument,
    "\n  mutation RecordBookEntry($input: BookEntryInput!) {\n    recordBookEntry(input: $input) {\n      id\n    }\n  }\n": types.RecordBookEntryDocument,
    "\n  mutation PayPrizePool($input: PrizePoolInput!) {\n    payPrizePool(input: $input) {\n      reference\n    }\n  }\n": types.PayPrizePoolDocument,
    "\n  mutation SetClubCurrency($clubId: UUID!, $currency: String!) {\n    setClubCurrency(clubId: $clubId, currency: $currency) {\n      currency\n    }\n  }\n": types.SetClubCurrencyDocument,
    "\n  query MyClubStatement($clubId: UUID!, $memberId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberStatement(clubId: $clubId, memberId: $memberId) {\n      currency\n      balanceCents\n      entries {\n        id\n        date\n        kind\n        amountCents\n        method\n        period\n        reference\n        note\n        balanceCents\n      }\n    }\n  }\n": types.MyClubStatementDocument,
    "\n  query MyLadderChallenges {\n    myLadderChallenges {\n      id\n      ladderId\n      ladderName\n      received\n      status\n      challengerName\n      defenderName\n      matchId\n      deadline\n    }\n  }\n": types.MyLadderChallengesDocument,
    "\n  query TournamentDay($id: UUID!) {\n    tournamentDay(tournamentId: $id) {\n      round\n      startsAt\n      endsAt\n      rules {\n        bothLate\n        timeLimitMinutes\n        tieBreaks\n        timeLimitRule {\n          kind\n          onTie\n        }\n        lateness {\n          graceMinutes\n          pointsPerInterval\n          intervalMinutes\n          forfeitAtPoints\n        }\n      }\n      boards {\n        slot\n        matchId\n        number\n        length\n        state\n        nextAction\n        startScore\n        reportId\n        disputeReason\n        score\n        winner {\n          id\n          displayName\n        }\n        players {\n          player {\n            id\n            displayName\n          }\n          checkedInAt\n          minutesLate\n          rulePenalty\n          waived\n          penalty\n          forfeit\n          waiverReason\n        }\n      }\n    }\n  }\n": types.TournamentDayDocument,
    "\n  mutation SetRoundStart($id: UUID!, $round: Int!, $startsAt: DateTime!) {\n    setRoundStart(tournamentId: $id, round: $round, startsAt: $startsAt) {\n      round\n    }\n  }\n": types.SetRoundStartDocument,
    "\n  mutation CheckInAtBoard($matchId: UUID!, $userId: UUID) {\n    checkInAtBoard(matchId: $matchId, userId: $userId) {\n      slot\n    }\n  }\n": types.CheckInAtBoardDocument,
    "\n  mutation WaiveLateness($matchId: UUID!, $userId: UUID!, $points: Int, $reason: String!) {\n    waiveLateness(matchId: $matchId, userId: $userId, points: $points, reason: $reason) {\n      slot\n    }\n  }\n": types.WaiveLatenessDocument,
    "\n  mutation DoubleNoShow($matchId: UUID!) {\n    recordDoubleNoShow(matchId: $matchId) {\n      id\n    }\n  }\n": types.DoubleNoShowDocument,
    "\n  mutation SetDayRules($input: TournamentDayRulesInput!) {\n    setTournamentDayRules(input: $input) {\n      version\n    }\n  }\n": types.SetDayRulesDocument,
    "\n  mutation TimeLimitResult($matchId: UUID!, $score: [Int!]!) {\n    recordTimeLimitResult(matchId: $matchId, score: $score) {\n      slot\n    }\n  }\n": types.TimeLimitResultDocument,
    "\n  query TournamentsHome {\n    myClubs {\n      id\n      name\n      myRole\n    }\n    myTournaments {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n    myTournamentMatches {\n      tournament {\n        id\n        name\n      }\n      match {\n        slot\n        matchId\n        round\n        length\n        flight\n        kind\n        matchStatus\n        player1 {\n          id\n          displayName\n        }\n        player2 {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.TournamentsHomeDocument,
    "\n  query ClubTournaments($clubId: UUID!) {\n    clubTournaments(clubId: $clubId) {\n      id\n      clubId\n      name\n      status\n      format\n      matchLengths\n    }\n  }\n": types.ClubTournamentsDocument,
    "\n  query NewTournament($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n": types.NewTournamentDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    grandFinalReset\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n    timeControl {\n      ...TimeControlFields\n    }\n    roundTimeControls {\n      ...TimeControlFields\n    }\n    abandonHours\n    startDeadlineHours\n    publicToken\n  }\n": types.TournamentFieldsFragmentDoc,
    "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    finishedAt\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n": types.TournamentMatchFieldsFragmentDoc,
    "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n": types.TournamentDocument,
    "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentStandingsDocument,
    "\n  query TournamentPlacings($id: UUID!, $flight: Flight!, $live: Boolean!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight, live: $live) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentPlacingsDocument,
    "\n  query PublicTournament($token: String!) {\n    publicTournament(token: $token) {\n      name\n      clubName\n      format\n      status\n      matchLengths\n      crawford\n      consolation\n      lastChance\n      grandFinalReset\n      rounds\n      roundsPaired\n      groups\n      startedAt\n      finishedAt\n    }\n    publicTournamentEntries(token: $token) {\n      seed\n      withdrawn\n      player {\n        id\n        displayName\n      }\n    }\n    publicTournamentMatches(token: $token) {\n      ...TournamentMatchFields\n    }\n  }\n": types.PublicTournamentDocument,
    "\n  query PublicTournamentPlacings($token: String!, $flight: Flight!) {\n    publicTournamentPlacings(token: $token, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.PublicTournamentPlacingsDocument,
    "\n  query PublicTournamentStandings($token: String!, $group: Int!) {\n    publicTournamentStandings(token: $token, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n": types.PublicTournamentStandingsDocument,
    "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n": types.TournamentCsvDocument,
    "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!, $limit: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: $limit) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.TournamentAuditDocument,
    "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n": types.RatingHistoryDocument,
    "\n  query MatchRatingChanges($matchId: UUID!) {\n    matchRatingChanges(matchId: $matchId) {\n      player {\n        id\n        displayName\n      }\n      change\n      ratingBefore\n      ratingAfter\n    }\n  }\n": types.MatchRatingChangesDocument,
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
    "\n  mutation SetTournamentPublicLink($id: UUID!, $enabled: Boolean!) {\n    setTournamentPublicLink(tournamentId: $id, enabled: $enabled) {\n      id\n      publicToken\n    }\n  }\n": types.SetTournamentPublicLinkDocument,
    "\n  subscription PublicTournamentUpdated($token: String!) {\n    publicTournamentUpdated(token: $token) {\n      change\n    }\n  }\n": types.PublicTournamentUpdatedDocument,
    "\n  subscription TournamentUpdated($tournamentId: UUID!) {\n    tournamentUpdated(tournamentId: $tournamentId) {\n      tournamentId\n      change\n    }\n  }\n": types.TournamentUpdatedDocument,
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
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n"): typeof import('./graphql').SignOutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): typeof import('./graphql').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    senderId\n    senderName\n    phrase\n    text\n    spectator\n    createdAt\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchChat($matchId: UUID!) {\n    matchChat(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n    matchChatSettings(matchId: $matchId) {\n      mode\n      muted\n      spectator\n    }\n  }\n"): typeof import('./graphql').MatchChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($matchId: UUID!, $phrase: String, $text: String) {\n    sendChatMessage(matchId: $matchId, phrase: $phrase, text: $text) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').SendChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteChatPlayer($matchId: UUID!, $userId: UUID!, $muted: Boolean!) {\n    muteChatPlayer(matchId: $matchId, userId: $userId, muted: $muted) {\n      mode\n      muted\n    }\n  }\n"): typeof import('./graphql').MuteChatPlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportChat($matchId: UUID!, $reason: String!) {\n    reportChat(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReportChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatMessageSent($matchId: UUID!) {\n    chatMessageSent(matchId: $matchId) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ChatMessageSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubChatPolicy($clubId: UUID!) {\n    clubChatPolicy(clubId: $clubId) {\n      freeText\n      tournament\n    }\n  }\n"): typeof import('./graphql').ClubChatPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClubChatPolicy($clubId: UUID!, $freeText: Boolean, $tournament: TournamentChat) {\n    updateClubChatPolicy(clubId: $clubId, freeText: $freeText, tournament: $tournament) {\n      freeText\n      tournament\n    }\n  }\n"): typeof import('./graphql').UpdateClubChatPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChouetteTable on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    seq\n    absences {\n      member\n      proxy\n    }\n    createdAt\n    closedAt\n    diceCommitment\n    diceSeed\n    timeControl {\n      preset\n      delaySeconds\n      reserveSeconds\n      reservePerPointSeconds\n      autoRoll\n    }\n    clocks {\n      player\n      delayMs\n      reserveMs\n      running\n      serverNow\n      deadline\n    }\n    gamesPlayed\n    line\n    partner\n    viewerPresent\n    viewerRecords\n    viewerCorrects\n    organiser {\n      id\n      displayName\n    }\n    options {\n      mode\n      profile\n      triploPoints\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      autoDoubles\n      autoDoublesCap\n      maxCube\n      cube\n      partnerThreshold\n      consultation\n      stake\n      house {\n        partnerMandatoryFrom\n        maxPlayers\n        initialCubes\n        threeHandedBoth\n        answerOrder\n        boxKeeping\n        absentMember\n        extras\n        deals\n      }\n    }\n    players {\n      user {\n        id\n        displayName\n      }\n      role\n      line\n      present\n      hasSat\n      actingCaptain\n      total\n    }\n    entryRolls {\n      player\n      dice\n      round\n    }\n    waitingFor {\n      player\n      decision\n      actions\n      member\n      optional\n    }\n    game {\n      index\n      box\n      partner\n      captain\n      actingCaptain\n      phase\n      turn\n      dice\n      pips\n      positionId\n      board {\n        side0\n        side1\n      }\n      members {\n        player\n        cubeValue\n        cubeOwner\n        inGame\n        offer {\n          doubler\n          stage\n          value\n        }\n        outcome {\n          points\n          reason\n          conceded\n          kind\n        }\n        log {\n          action\n          by\n          value\n        }\n      }\n      window {\n        by\n        members\n        declarations {\n          member\n          double\n        }\n        takers\n      }\n      suggestions {\n        player\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n      resignation {\n        by\n        side\n        kind\n        pending\n      }\n      legalPlays {\n        notation\n        moves {\n          from\n          to\n          die\n        }\n      }\n    }\n    ledger {\n      totals {\n        player\n        points\n      }\n      games {\n        index\n        box\n        partner\n        captain\n        actingCaptain\n        winner\n        reason\n        boxVsCaptain\n        boxSide\n        points {\n          player\n          points\n        }\n        net {\n          player\n          points\n        }\n        totals {\n          player\n          points\n        }\n        members {\n          player\n          cube\n          turned\n          reason\n          conceded\n          kind\n          points\n          log {\n            action\n            by\n            value\n          }\n        }\n        corrections {\n          seq\n          game\n          by\n          byUser {\n            displayName\n          }\n          reason\n          delta {\n            player\n            points\n          }\n          edit\n        }\n      }\n    }\n    sheet {\n      order\n      breaks\n      deleted\n      cubes {\n        game\n        player\n        cube\n        owner\n        points\n      }\n      edits {\n        seq\n        kind\n        by\n        byUser {\n          displayName\n        }\n        reason\n        game\n      }\n    }\n    settlement {\n      stake\n      method\n      transfers {\n        from\n        to\n        points\n        amount\n      }\n    }\n    log {\n      seq\n      type\n      player\n      member\n      game\n      dice\n      detail\n      text\n      actorId\n      at\n    }\n  }\n"): typeof import('./graphql').ChouetteTableFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChouetteSummary on Chouette {\n    id\n    clubId\n    code\n    mode\n    phase\n    status\n    gamesPlayed\n    createdAt\n    viewerPresent\n    organiser {\n      id\n      displayName\n    }\n    players {\n      present\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').ChouetteSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChouetteTable($id: UUID!) {\n    chouette(id: $id) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').ChouetteTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChouetteIndex {\n    myChouettes(openOnly: false) {\n      ...ChouetteSummary\n    }\n    openChouettesOfMyClubs {\n      ...ChouetteSummary\n    }\n    myClubs {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ChouetteIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubChouettes($clubId: UUID!) {\n    chouettesOfClub(clubId: $clubId, openOnly: true) {\n      ...ChouetteSummary\n    }\n  }\n"): typeof import('./graphql').ClubChouettesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubsForChouette {\n    myClubs {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').MyClubsForChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChouetteClubMembers($clubId: UUID!) {\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').ChouetteClubMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyChouetteAudit($id: UUID!) {\n    verifyAudit(scope: { type: CHOUETTE, id: $id }) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n  }\n"): typeof import('./graphql').VerifyChouetteAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyChouetteDice($id: UUID!) {\n    verifyChouetteDice(chouetteId: $id) {\n      verified\n      seedMatchesCommitment\n      rolls\n      firstMismatchSeq\n    }\n  }\n"): typeof import('./graphql').VerifyChouetteDiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenChouette($input: OpenChouetteInput!) {\n    openChouette(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').OpenChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinChouette($code: String!, $player: UUID) {\n    joinChouette(code: $code, player: $player) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').JoinChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveChouette($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    leaveChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').LeaveChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollChouetteOrder($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID, $dice: [Int!]) {\n    rollChouetteOrder(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player, dice: $dice) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').RollChouetteOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallChouettePartner($chouetteId: UUID!, $expectedSeq: Int!, $partner: UUID, $player: UUID) {\n    callChouettePartner(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      partner: $partner\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').CallChouettePartnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $initialCube: Int) {\n    startChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, initialCube: $initialCube) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').StartChouetteGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollChouetteDice($chouetteId: UUID!, $expectedSeq: Int!) {\n    rollChouetteDice(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').RollChouetteDiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').SubmitChouettePlayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {\n    suggestChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').SuggestChouettePlayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmChouetteSuggestion($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!) {\n    confirmChouetteSuggestion(chouetteId: $chouetteId, expectedSeq: $expectedSeq, from: $from) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').ConfirmChouetteSuggestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $double: Boolean!, $player: UUID) {\n    declareChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      double: $double\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').DeclareChouetteDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerChouetteDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').AnswerChouetteDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerChouetteBeaver(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $member: UUID!\n    $answer: ChouetteBeaverAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBeaver(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      member: $member\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').AnswerChouetteBeaverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {\n    offerChouetteBoxDouble(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').OfferChouetteBoxDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerChouetteBoxDouble(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $answer: ChouetteDoubleAnswer!\n    $player: UUID\n  ) {\n    answerChouetteBoxDouble(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      answer: $answer\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').AnswerChouetteBoxDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResignChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $kind: WinKind!, $player: UUID) {\n    resignChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, kind: $kind, player: $player) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').ResignChouetteGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerChouetteResignation(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $accept: Boolean!\n    $player: UUID\n  ) {\n    answerChouetteResignation(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      accept: $accept\n      player: $player\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').AnswerChouetteResignationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordChouetteResult(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $winner: ChouetteSide!\n    $kind: GameKind\n    $base: Int\n  ) {\n    recordChouetteResult(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      winner: $winner\n      kind: $kind\n      base: $base\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').RecordChouetteResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectChouette(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $points: [ChouettePointsInput!]!\n    $reason: String!\n  ) {\n    correctChouette(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      points: $points\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').CorrectChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditChouetteCube(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $game: Int!\n    $member: UUID!\n    $value: Int!\n    $owner: ChouetteCubeOwner!\n    $reason: String!\n  ) {\n    editChouetteCube(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      game: $game\n      member: $member\n      value: $value\n      owner: $owner\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').EditChouetteCubeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderChouetteSheet(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $players: [UUID!]!\n    $reason: String!\n  ) {\n    reorderChouetteSheet(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      players: $players\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').ReorderChouetteSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLastChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $reason: String!) {\n    deleteLastChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, reason: $reason) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').DeleteLastChouetteGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChouetteBreak(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $after: Int!\n    $marked: Boolean!\n    $reason: String!\n  ) {\n    markChouetteBreak(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      after: $after\n      marked: $marked\n      reason: $reason\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').MarkChouetteBreakDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndChouette($chouetteId: UUID!, $expectedSeq: Int!) {\n    endChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').EndChouetteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeChouetteDeal(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $terms: [ChouetteDealTermInput!]!\n    $agreedBy: [UUID!]!\n  ) {\n    makeChouetteDeal(chouetteId: $chouetteId, expectedSeq: $expectedSeq, terms: $terms, agreedBy: $agreedBy) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').MakeChouetteDealDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveChouetteExtra(\n    $chouetteId: UUID!\n    $expectedSeq: Int!\n    $from: UUID!\n    $to: UUID!\n    $takerAgrees: Boolean!\n  ) {\n    giveChouetteExtra(\n      chouetteId: $chouetteId\n      expectedSeq: $expectedSeq\n      from: $from\n      to: $to\n      takerAgrees: $takerAgrees\n    ) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').GiveChouetteExtraDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChouetteAbsence($chouetteId: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {\n    setChouetteAbsence(chouetteId: $chouetteId, away: $away, member: $member, proxy: $proxy) {\n      ...ChouetteTable\n    }\n  }\n"): typeof import('./graphql').SetChouetteAbsenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitChouetteTable($chouetteId: UUID!, $arriving: [UUID!]!) {\n    splitChouetteTable(chouetteId: $chouetteId, arriving: $arriving) {\n      id\n    }\n  }\n"): typeof import('./graphql').SplitChouetteTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChouetteUpdated($chouetteId: UUID!, $afterSeq: Int) {\n    chouetteUpdated(chouetteId: $chouetteId, afterSeq: $afterSeq) {\n      chouetteId\n      seq\n      phase\n      status\n      absences {\n        member\n        proxy\n      }\n    }\n  }\n"): typeof import('./graphql').ChouetteUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChouetteHouseRules($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {\n    setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) {\n      seq\n      options {\n        house {\n          partnerMandatoryFrom\n          maxPlayers\n          initialCubes\n          threeHandedBoth\n          answerOrder\n          boxKeeping\n          absentMember\n          extras\n          deals\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SetChouetteHouseRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimeControlFields on TimeControl {\n    preset\n    delaySeconds\n    reserveSeconds\n    reservePerPointSeconds\n    autoRoll\n    daysPerMove\n  }\n"): typeof import('./graphql').TimeControlFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchClockFields on MatchClock {\n    running\n    paused\n    serverNow\n    deadline\n    sides {\n      side\n      delayMs\n      reserveMs\n    }\n  }\n"): typeof import('./graphql').MatchClockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentClocks($clubId: UUID!) {\n    clubMatches(clubId: $clubId, status: [ACTIVE, FINISHED]) {\n      id\n      status\n      resultSource\n      clock {\n        ...MatchClockFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentClocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchesAtRisk($tournamentId: UUID!) {\n    matchesAtRisk(tournamentId: $tournamentId) {\n      side\n      reason\n      reserveMs\n      lastSeenAt\n      match {\n        id\n        players {\n          side\n          user {\n            id\n            displayName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MatchesAtRiskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseMatchClock($matchId: UUID!, $reason: String!) {\n    pauseMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').PauseMatchClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMatchClock($matchId: UUID!, $reason: String!) {\n    resumeMatchClock(matchId: $matchId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').ResumeMatchClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMatchTime($matchId: UUID!, $side: Int!, $seconds: Int!, $reason: String!) {\n    addMatchTime(matchId: $matchId, side: $side, seconds: $seconds, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddMatchTimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnulTimeout($matchId: UUID!, $reason: String!, $addSeconds: Int) {\n    annulTimeout(matchId: $matchId, reason: $reason, addSeconds: $addSeconds) {\n      id\n    }\n  }\n"): typeof import('./graphql').AnnulTimeoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClubPlayPolicy(\n    $clubId: UUID!\n    $abandonHours: Int\n    $rateTimeouts: Boolean\n    $rateForfeits: Boolean\n  ) {\n    updateClubPlayPolicy(\n      clubId: $clubId\n      abandonHours: $abandonHours\n      rateTimeouts: $rateTimeouts\n      rateForfeits: $rateForfeits\n    ) {\n      id\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n  }\n"): typeof import('./graphql').UpdateClubPlayPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubs {\n    myClubs {\n      id\n      name\n      myRole\n      memberCount\n    }\n  }\n"): typeof import('./graphql').MyClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubHome($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n      invitationCode\n      memberCount\n      createdAt\n      abandonHours\n      rateTimeouts\n      rateForfeits\n    }\n    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {\n      id\n      score\n      options {\n        length\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    tournaments: clubTournaments(clubId: $clubId) {\n      id\n      name\n      status\n      format\n      matchLengths\n      startedAt\n    }\n    leaderboard: clubLeaderboard(clubId: $clubId) {\n      rank\n      rating\n      experience\n      player {\n        id\n        displayName\n      }\n    }\n    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {\n      id\n      score\n      winner\n      finishedAt\n      options {\n        length\n      }\n      resultSource\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubHomeDocument;
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
export function graphql(source: "\n  query MyChallenges {\n    myMatches(status: [CHALLENGED, ACTIVE]) {\n      id\n      status\n      viewerSide\n      clubId\n      createdAt\n      score\n      options {\n        length\n        profile\n        crawford\n        cube\n      }\n      timeControl {\n        ...TimeControlFields\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyChallengesDocument;
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
export function graphql(source: "\n  query MyCorrespondence {\n    myCorrespondenceMatches {\n      id\n      status\n      viewerSide\n      score\n      options {\n        length\n      }\n      players {\n        side\n        user {\n          id\n          displayName\n        }\n      }\n      timeControl {\n        daysPerMove\n      }\n      clock {\n        running\n        deadline\n      }\n    }\n    myVacation {\n      ...VacationFields\n    }\n  }\n"): typeof import('./graphql').MyCorrespondenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VacationFields on Vacation {\n    year\n    budget\n    taken\n    remaining\n    days {\n      startsAt\n      endsAt\n    }\n  }\n"): typeof import('./graphql').VacationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeVacationDay($startsAt: DateTime) {\n    takeVacationDay(startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n"): typeof import('./graphql').TakeVacationDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CorrespondenceNews {\n    notificationNews {\n      unreadCount\n    }\n  }\n"): typeof import('./graphql').CorrespondenceNewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubDeadEvents($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    deadEvents(clubId: $clubId) {\n      id\n      type\n      payload\n      attempts\n      failedConsumer\n      lastError\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ClubDeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryEvent($eventId: String!) {\n    retryEvent(eventId: $eventId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RetryEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RematchOffer($matchId: UUID!) {\n    rematchOffer(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n"): typeof import('./graphql').RematchOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferRematch($matchId: UUID!) {\n    offerRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n"): typeof import('./graphql').OfferRematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRematch($matchId: UUID!) {\n    acceptRematch(matchId: $matchId) {\n      offeredById\n      newMatchId\n    }\n  }\n"): typeof import('./graphql').AcceptRematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMatchInvite($input: MatchInviteInput!) {\n    createMatchInvite(input: $input) {\n      token\n      path\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateMatchInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchInvite($token: String!) {\n    matchInvite(token: $token) {\n      hostName\n      options\n      open\n      expiresAt\n      mine\n      matchId\n    }\n  }\n"): typeof import('./graphql').MatchInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMatchInvite($token: String!, $guestName: String) {\n    acceptMatchInvite(token: $token, guestName: $guestName) {\n      matchId\n      guestToken\n    }\n  }\n"): typeof import('./graphql').AcceptMatchInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      displayName\n    }\n    dashboard {\n      myTurn {\n        ...DashboardMatch\n      }\n      challengesReceived {\n        ...DashboardMatch\n      }\n      openChallenges {\n        ...OpenChallengeFields\n      }\n      myOpenChallenges {\n        ...OpenChallengeFields\n      }\n      tournamentMatches {\n        tournament {\n          id\n          name\n        }\n        match {\n          slot\n          length\n          matchId\n          matchStatus\n          player1 {\n            id\n            displayName\n          }\n          player2 {\n            id\n            displayName\n          }\n        }\n      }\n      openChouettes {\n        ...ChouetteSummary\n      }\n      recentResults {\n        ...DashboardMatch\n      }\n      ratings {\n        clubId\n        clubName\n        rating\n        experience\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardMatch on Match {\n    id\n    status\n    viewerSide\n    winner\n    score\n    options {\n      length\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardMatchFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueFields on LeagueSeasonView {\n    id\n    clubId\n    name\n    number\n    previousId\n    nextId\n    double\n    pointsKind\n    win\n    loss\n    promote\n    relegate\n    startsOn\n    closedAt\n    divisions {\n      division\n      length\n      players {\n        id\n        displayName\n      }\n      standings {\n        rank\n        points\n        wins\n        played\n        pointsDifference\n        player {\n          id\n          displayName\n        }\n      }\n    }\n    fixtures {\n      id\n      code\n      division\n      week\n      weekOf\n      length\n      players {\n        id\n        displayName\n      }\n      winnerId\n      outcome\n      score\n      source\n      matchId\n      report {\n        reportedById\n        outcome\n        playerId\n        score\n      }\n    }\n  }\n"): typeof import('./graphql').LeagueFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubLeagues($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubLeagues(clubId: $clubId) {\n      id\n      name\n      number\n      closedAt\n      startsOn\n      divisions {\n        division\n      }\n    }\n  }\n"): typeof import('./graphql').ClubLeaguesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query League($id: UUID!) {\n    me {\n      id\n    }\n    league(id: $id) {\n      ...LeagueFields\n    }\n  }\n"): typeof import('./graphql').LeagueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueClub($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n  }\n"): typeof import('./graphql').LeagueClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateLeagueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportLeagueResult($input: LeagueResultInput!) {\n    reportLeagueResult(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReportLeagueResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLeagueResult($fixtureId: UUID!) {\n    confirmLeagueResult(fixtureId: $fixtureId) {\n      id\n    }\n  }\n"): typeof import('./graphql').ConfirmLeagueResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseLeagueSeason($seasonId: UUID!) {\n    closeLeagueSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n"): typeof import('./graphql').CloseLeagueSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeagueUpdated($seasonId: UUID!) {\n    leagueUpdated(seasonId: $seasonId) {\n      seasonId\n      change\n    }\n  }\n"): typeof import('./graphql').LeagueUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeasonLeaderboard($clubId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    seasonLeaderboard(clubId: $clubId, season: $season) {\n      season\n      seasons\n      rows {\n        rank\n        points\n        events\n        member {\n          id\n          displayName\n        }\n      }\n    }\n    seasonPointsTable(clubId: $clubId) {\n      rows {\n        minField\n        places\n      }\n      attendance\n      isDefault\n    }\n  }\n"): typeof import('./graphql').SeasonLeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSeason($clubId: UUID!, $memberId: UUID!, $season: Int) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberSeason(clubId: $clubId, memberId: $memberId, season: $season) {\n      season\n      rank\n      points\n      events\n      member {\n        id\n        displayName\n      }\n      best {\n        eventName\n        points\n      }\n      awards {\n        event\n        kind\n        eventName\n        fieldSize\n        place\n        placing\n        attendance\n        points\n      }\n    }\n  }\n"): typeof import('./graphql').MemberSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSeasonPointsTable($input: SeasonPointsTableInput!) {\n    setSeasonPointsTable(input: $input) {\n      attendance\n    }\n  }\n"): typeof import('./graphql').SetSeasonPointsTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SeasonPointsUpdated($clubId: UUID!) {\n    seasonPointsUpdated(clubId: $clubId) {\n      clubId\n      season\n    }\n  }\n"): typeof import('./graphql').SeasonPointsUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpenChallengeFields on OpenChallenge {\n    id\n    clubId\n    clubName\n    createdAt\n    createdBy {\n      id\n      displayName\n    }\n    options {\n      length\n      profile\n      crawford\n      cube\n    }\n    timeControl {\n      ...TimeControlFields\n    }\n  }\n"): typeof import('./graphql').OpenChallengeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubOpenChallenges($clubId: UUID!) {\n    clubOpenChallenges(clubId: $clubId) {\n      ...OpenChallengeFields\n    }\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql').ClubOpenChallengesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostOpenChallenge($input: OpenChallengeInput!) {\n    postOpenChallenge(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PostOpenChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawOpenChallenge($id: UUID!) {\n    withdrawOpenChallenge(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').WithdrawOpenChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOpenChallenge($id: UUID!) {\n    acceptOpenChallenge(id: $id) {\n      id\n      matchId\n    }\n  }\n"): typeof import('./graphql').AcceptOpenChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClubLobbyUpdated($clubId: UUID!) {\n    clubLobbyUpdated(clubId: $clubId) {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n"): typeof import('./graphql').ClubLobbyUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyClubsLobbyUpdated {\n    myClubsLobbyUpdated {\n      clubId\n      openChallengeId\n      status\n    }\n  }\n"): typeof import('./graphql').MyClubsLobbyUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationNews {\n    notificationNews {\n      unreadCount\n      browser\n      notification {\n        id\n        kind\n        link\n        createdAt\n        readAt\n        payload {\n          actorName\n          clubName\n          tournamentName\n          reporterName\n          title\n          message\n          ladderName\n          answer\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationNewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      id\n      kind\n      link\n      createdAt\n      readAt\n      payload {\n        actorName\n        clubName\n        tournamentName\n        reporterName\n        title\n        message\n        ladderName\n        answer\n      }\n    }\n    unreadNotificationCount\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: UUID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): typeof import('./graphql').MarkNotificationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): typeof import('./graphql').MarkAllNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      channel\n      enabled\n    }\n  }\n"): typeof import('./graphql').NotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreference(\n    $kind: NotificationKind!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    setNotificationPreference(kind: $kind, channel: $channel, enabled: $enabled) {\n      kind\n      channel\n      enabled\n    }\n  }\n"): typeof import('./graphql').SetNotificationPreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromEmails($token: String!, $kind: NotificationKind) {\n    unsubscribeFromEmails(token: $token, kind: $kind)\n  }\n"): typeof import('./graphql').UnsubscribeFromEmailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input)\n  }\n"): typeof import('./graphql').AnnounceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineMatch on Match {\n    id\n    clubId\n    status\n    viewerSide\n    seq\n    score\n    gameNumber\n    crawfordGame\n    phase\n    turn\n    sideToAct\n    dice\n    winner\n    serverSeedHash\n    serverSeed\n    cube {\n      value\n      owner\n      offeredBy\n      offeredValue\n      offerStage\n    }\n    resignation {\n      by\n      kind\n    }\n    board {\n      side0\n      side1\n    }\n    pips\n    options {\n      length\n      profile\n      crawford\n      cube\n      jacoby\n      beaver\n      raccoon\n      beaverRefusal\n      maxCube\n      autoDoubles\n      autoDoublesCap\n    }\n    players {\n      side\n      user {\n        id\n        displayName\n      }\n    }\n    games {\n      index\n      winner\n      points\n      kind\n      reason\n    }\n    log {\n      seq\n      game\n      side\n      type\n      text\n    }\n    resultSource\n    timeControl {\n      ...TimeControlFields\n    }\n    clock {\n      ...MatchClockFields\n    }\n    presence {\n      side\n      status\n      lastSeenAt\n    }\n    forfeitClaim {\n      againstSide\n      claimableAt\n      canClaimNow\n    }\n  }\n"): typeof import('./graphql').OnlineMatchFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineMatch($id: UUID!) {\n    match(id: $id) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').OnlineMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollDice($matchId: UUID!, $seq: Int!) {\n    rollDice(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RollDiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {\n    submitPlay(matchId: $matchId, expectedSeq: $seq, moves: $moves) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').SubmitPlayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferDouble($matchId: UUID!, $seq: Int!) {\n    offerDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').OfferDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeDouble($matchId: UUID!, $seq: Int!) {\n    takeDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').TakeDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DropDouble($matchId: UUID!, $seq: Int!) {\n    dropDouble(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').DropDoubleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Beaver($matchId: UUID!, $seq: Int!) {\n    beaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').BeaverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Raccoon($matchId: UUID!, $seq: Int!) {\n    raccoon(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RaccoonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {\n    refuseBeaver(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RefuseBeaverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {\n    resign(matchId: $matchId, expectedSeq: $seq, kind: $kind) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').ResignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {\n    acceptResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').AcceptResignationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectResignation($matchId: UUID!, $seq: Int!) {\n    rejectResignation(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').RejectResignationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimForfeit($matchId: UUID!, $seq: Int!) {\n    claimForfeit(matchId: $matchId, expectedSeq: $seq) {\n      ...OnlineMatch\n    }\n  }\n"): typeof import('./graphql').ClaimForfeitDocument;
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
export function graphql(source: "\n  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {\n    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {\n      matchId\n      seq\n      status\n      clock {\n        ...MatchClockFields\n      }\n      presence {\n        side\n        status\n        lastSeenAt\n      }\n    }\n  }\n"): typeof import('./graphql').MatchUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardOptions {\n    boardOptions {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n"): typeof import('./graphql').BoardOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBoardOptions($input: BoardOptionsInput!) {\n    setBoardOptions(input: $input) {\n      animation\n      sound\n      autoRoll\n      autoBearOff\n      oneTap\n      direction\n      colors\n      homeZoom\n    }\n  }\n"): typeof import('./graphql').SetBoardOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalysisViewFields on MatchAnalysisView {\n    id\n    status\n    outdated\n    depth\n    requestedAt\n    finishedAt\n    error\n    result\n  }\n"): typeof import('./graphql').AnalysisViewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchRecord($id: String!) {\n    matchRecord(id: $id) {\n      id\n      kind\n      clubId\n      tournamentId\n      title\n      matchLength\n      finished\n      playedAt\n      players {\n        side\n        name\n        userId\n      }\n      log\n      analysis {\n        ...AnalysisViewFields\n      }\n    }\n    myClubs {\n      id\n      myRole\n    }\n  }\n"): typeof import('./graphql').MatchRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AnalysisUpdated($recordId: String!) {\n    analysisUpdated(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n"): typeof import('./graphql').AnalysisUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAnalysis($recordId: String!) {\n    requestAnalysis(recordId: $recordId) {\n      ...AnalysisViewFields\n    }\n  }\n"): typeof import('./graphql').RequestAnalysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerRecords($userId: ID!) {\n    playerMatchRecords(userId: $userId) {\n      id\n      kind\n      title\n      playedAt\n      matchLength\n      players {\n        side\n        name\n        userId\n      }\n      analysis {\n        id\n        status\n        outdated\n        players {\n          side\n          pr\n          band\n        }\n      }\n    }\n    playerPrHistory(userId: $userId) {\n      recordId\n      date\n      pr\n      decisions\n      opponent\n    }\n    playerDiceStats(userId: $userId) {\n      matches\n      rolls\n      counts\n      expected\n      chiSquare\n      degreesOfFreedom\n      pValue\n      verdict\n      doubles\n      doublesExpected\n      faces\n      tests {\n        kind\n        method\n        statistic\n        pValue\n        adjustedPValue\n        minimumRolls\n        verdict\n      }\n      jokers\n      antiJokers\n    }\n  }\n"): typeof import('./graphql').PlayerRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubPr($clubId: ID!, $clubUuid: UUID!, $minDecisions: Int!) {\n    club(id: $clubUuid) {\n      id\n      name\n      myRole\n    }\n    clubOutdatedAnalyses(clubId: $clubUuid)\n    clubPrLeaderboard(clubId: $clubId, minDecisions: $minDecisions) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n    clubMatchRecords(clubId: $clubId) {\n      id\n      kind\n      title\n      playedAt\n      analysis {\n        id\n        status\n        outdated\n      }\n    }\n  }\n"): typeof import('./graphql').ClubPrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentPr($tournamentId: ID!) {\n    tournamentPr(tournamentId: $tournamentId) {\n      userId\n      name\n      matches\n      decisions\n      pr\n      band\n    }\n  }\n"): typeof import('./graphql').TournamentPrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMat($clubId: UUID!, $text: String!, $player0UserId: UUID, $player1UserId: UUID) {\n    importMat(clubId: $clubId, text: $text, player0UserId: $player0UserId, player1UserId: $player1UserId) {\n      id\n      recordId\n    }\n  }\n"): typeof import('./graphql').ImportMatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedoOutdatedAnalyses($clubId: UUID!) {\n    redoOutdatedAnalyses(clubId: $clubId)\n  }\n"): typeof import('./graphql').RedoOutdatedAnalysesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LadderFields on LadderView {\n    id\n    clubId\n    name\n    reach\n    deadlineDays\n    movement\n    matchLength\n    publicToken\n    rungs {\n      position\n      userId\n      displayName\n    }\n    challenges {\n      id\n      challengerId\n      challengerName\n      defenderId\n      defenderName\n      status\n      matchId\n      issuedAt\n      deadline\n    }\n  }\n"): typeof import('./graphql').LadderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubLadders($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubLadders(clubId: $clubId) {\n      ...LadderFields\n    }\n  }\n"): typeof import('./graphql').ClubLaddersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ladder($id: UUID!) {\n    me {\n      id\n    }\n    ladder(id: $id) {\n      ...LadderFields\n    }\n  }\n"): typeof import('./graphql').LadderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicLadder($token: String!) {\n    publicLadder(token: $token) {\n      ...LadderFields\n    }\n  }\n"): typeof import('./graphql').PublicLadderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateLadderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLadder($ladderId: UUID!, $byRating: Boolean!) {\n    joinLadder(ladderId: $ladderId, byRating: $byRating) {\n      id\n    }\n  }\n"): typeof import('./graphql').JoinLadderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeOnLadder($ladderId: UUID!, $defenderId: UUID!) {\n    challengeOnLadder(ladderId: $ladderId, defenderId: $defenderId) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeOnLadderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptLadderChallenge($challengeId: UUID!) {\n    acceptLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptLadderChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseLadderChallenge($challengeId: UUID!) {\n    refuseLadderChallenge(challengeId: $challengeId) {\n      id\n    }\n  }\n"): typeof import('./graphql').RefuseLadderChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LadderUpdated($ladderId: UUID!) {\n    ladderUpdated(ladderId: $ladderId) {\n      ladderId\n      change\n    }\n  }\n"): typeof import('./graphql').LadderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicLadderUpdated($token: String!) {\n    publicLadderUpdated(token: $token) {\n      ladderId\n      change\n    }\n  }\n"): typeof import('./graphql').PublicLadderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadToHead($clubId: UUID!, $a: UUID!, $b: UUID!) {\n    headToHead(clubId: $clubId, memberA: $a, memberB: $b) {\n      matches\n      sides {\n        userId\n        displayName\n        wins\n        points\n        pr\n        decisions\n      }\n      lastResults {\n        matchId\n        endedAt\n        winnerId\n        score\n      }\n    }\n  }\n"): typeof import('./graphql').HeadToHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubRivals($clubId: UUID!, $userId: UUID!) {\n    clubRivals(clubId: $clubId, userId: $userId) {\n      nemesis {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n      favourite {\n        userId\n        displayName\n        matches\n        wins\n        losses\n      }\n    }\n  }\n"): typeof import('./graphql').ClubRivalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubBook($clubId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n      myRole\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n    clubBook(clubId: $clubId) {\n      currency\n      jackpotCents\n      entries {\n        id\n        date\n        memberId\n        memberName\n        kind\n        amountCents\n        method\n        period\n        reference\n        balanceCents\n      }\n      balances {\n        memberId\n        memberName\n        balanceCents\n        duesUpToDate\n        duesOwing\n      }\n      prizePools {\n        reference\n        payout\n        feesCents\n        clubCutCents\n        jackpotAddedCents\n        jackpotPaidCents\n        jackpotCarriedCents\n        prizesCents\n      }\n    }\n  }\n"): typeof import('./graphql').ClubBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubBookCsv($clubId: UUID!) {\n    clubBookCsv(clubId: $clubId)\n  }\n"): typeof import('./graphql').ClubBookCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBookEntry($input: BookEntryInput!) {\n    recordBookEntry(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RecordBookEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayPrizePool($input: PrizePoolInput!) {\n    payPrizePool(input: $input) {\n      reference\n    }\n  }\n"): typeof import('./graphql').PayPrizePoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubCurrency($clubId: UUID!, $currency: String!) {\n    setClubCurrency(clubId: $clubId, currency: $currency) {\n      currency\n    }\n  }\n"): typeof import('./graphql').SetClubCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubStatement($clubId: UUID!, $memberId: UUID!) {\n    club(id: $clubId) {\n      id\n      name\n    }\n    memberStatement(clubId: $clubId, memberId: $memberId) {\n      currency\n      balanceCents\n      entries {\n        id\n        date\n        kind\n        amountCents\n        method\n        period\n        reference\n        note\n        balanceCents\n      }\n    }\n  }\n"): typeof import('./graphql').MyClubStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLadderChallenges {\n    myLadderChallenges {\n      id\n      ladderId\n      ladderName\n      received\n      status\n      challengerName\n      defenderName\n      matchId\n      deadline\n    }\n  }\n"): typeof import('./graphql').MyLadderChallengesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentDay($id: UUID!) {\n    tournamentDay(tournamentId: $id) {\n      round\n      startsAt\n      endsAt\n      rules {\n        bothLate\n        timeLimitMinutes\n        tieBreaks\n        timeLimitRule {\n          kind\n          onTie\n        }\n        lateness {\n          graceMinutes\n          pointsPerInterval\n          intervalMinutes\n          forfeitAtPoints\n        }\n      }\n      boards {\n        slot\n        matchId\n        number\n        length\n        state\n        nextAction\n        startScore\n        reportId\n        disputeReason\n        score\n        winner {\n          id\n          displayName\n        }\n        players {\n          player {\n            id\n            displayName\n          }\n          checkedInAt\n          minutesLate\n          rulePenalty\n          waived\n          penalty\n          forfeit\n          waiverReason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoundStart($id: UUID!, $round: Int!, $startsAt: DateTime!) {\n    setRoundStart(tournamentId: $id, round: $round, startsAt: $startsAt) {\n      round\n    }\n  }\n"): typeof import('./graphql').SetRoundStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInAtBoard($matchId: UUID!, $userId: UUID) {\n    checkInAtBoard(matchId: $matchId, userId: $userId) {\n      slot\n    }\n  }\n"): typeof import('./graphql').CheckInAtBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaiveLateness($matchId: UUID!, $userId: UUID!, $points: Int, $reason: String!) {\n    waiveLateness(matchId: $matchId, userId: $userId, points: $points, reason: $reason) {\n      slot\n    }\n  }\n"): typeof import('./graphql').WaiveLatenessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DoubleNoShow($matchId: UUID!) {\n    recordDoubleNoShow(matchId: $matchId) {\n      id\n    }\n  }\n"): typeof import('./graphql').DoubleNoShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDayRules($input: TournamentDayRulesInput!) {\n    setTournamentDayRules(input: $input) {\n      version\n    }\n  }\n"): typeof import('./graphql').SetDayRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TimeLimitResult($matchId: UUID!, $score: [Int!]!) {\n    recordTimeLimitResult(matchId: $matchId, score: $score) {\n      slot\n    }\n  }\n"): typeof import('./graphql').TimeLimitResultDocument;
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
export function graphql(source: "\n  fragment TournamentFields on Tournament {\n    id\n    clubId\n    name\n    format\n    status\n    matchLengths\n    crawford\n    scoringProfile\n    consolation\n    lastChance\n    grandFinalReset\n    rounds\n    roundsPaired\n    groups\n    maxPlayers\n    registrationOpensAt\n    registrationClosesAt\n    seedingMethod\n    randomSeed\n    createdAt\n    startedAt\n    finishedAt\n    timeControl {\n      ...TimeControlFields\n    }\n    roundTimeControls {\n      ...TimeControlFields\n    }\n    abandonHours\n    startDeadlineHours\n    publicToken\n  }\n"): typeof import('./graphql').TournamentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentMatchFields on TournamentMatch {\n    slot\n    matchId\n    flight\n    group\n    round\n    number\n    length\n    state\n    outcome\n    score\n    kind\n    matchStatus\n    finishedAt\n    player1 {\n      id\n      displayName\n    }\n    player2 {\n      id\n      displayName\n    }\n    winner {\n      id\n      displayName\n    }\n  }\n"): typeof import('./graphql').TournamentMatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tournament($id: UUID!) {\n    me {\n      id\n    }\n    myClubs {\n      id\n      name\n      myRole\n    }\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n    tournamentEntries(tournamentId: $id) {\n      seed\n      registeredAt\n      checkedInAt\n      withdrawnAt\n      player {\n        id\n        displayName\n      }\n    }\n    tournamentMatches(tournamentId: $id) {\n      ...TournamentMatchFields\n    }\n    tournamentResultReports(tournamentId: $id) {\n      id\n      matchId\n      slot\n      outcome\n      winnerId\n      score\n      status\n      reportedById\n      disputeReason\n      createdAt\n    }\n  }\n"): typeof import('./graphql').TournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentStandings($id: UUID!, $group: Int!) {\n    tournamentStandings(tournamentId: $id, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentStandingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentPlacings($id: UUID!, $flight: Flight!, $live: Boolean!) {\n    tournamentPlacings(tournamentId: $id, flight: $flight, live: $live) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentPlacingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTournament($token: String!) {\n    publicTournament(token: $token) {\n      name\n      clubName\n      format\n      status\n      matchLengths\n      crawford\n      consolation\n      lastChance\n      grandFinalReset\n      rounds\n      roundsPaired\n      groups\n      startedAt\n      finishedAt\n    }\n    publicTournamentEntries(token: $token) {\n      seed\n      withdrawn\n      player {\n        id\n        displayName\n      }\n    }\n    publicTournamentMatches(token: $token) {\n      ...TournamentMatchFields\n    }\n  }\n"): typeof import('./graphql').PublicTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTournamentPlacings($token: String!, $flight: Flight!) {\n    publicTournamentPlacings(token: $token, flight: $flight) {\n      place\n      placeTo\n      label\n      lostInRound\n      decided\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').PublicTournamentPlacingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTournamentStandings($token: String!, $group: Int!) {\n    publicTournamentStandings(token: $token, group: $group) {\n      rank\n      seed\n      wins\n      losses\n      score\n      byes\n      buchholz\n      medianBuchholz\n      withdrawn\n      played\n      pointsFor\n      pointsAgainst\n      pointDifference\n      decidedBy\n      player {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').PublicTournamentStandingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {\n    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)\n  }\n"): typeof import('./graphql').TournamentCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!, $limit: Int!) {\n    auditLog(scope: $scope, afterSeq: $afterSeq, limit: $limit) {\n      seq\n      actorId\n      action\n      subject\n      before\n      after\n      reason\n      createdAt\n      hash\n    }\n    verifyAudit(scope: $scope) {\n      valid\n      entries\n      firstInvalidSeq\n      problem\n    }\n    clubMembers(clubId: $clubId) {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingHistory($clubId: UUID!, $userId: UUID!) {\n    ratingHistory(clubId: $clubId, userId: $userId) {\n      matchId\n      won\n      length\n      ratingBefore\n      ratingAfter\n      change\n      experienceBefore\n      experienceAfter\n      createdAt\n      opponent {\n        id\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').RatingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchRatingChanges($matchId: UUID!) {\n    matchRatingChanges(matchId: $matchId) {\n      player {\n        id\n        displayName\n      }\n      change\n      ratingBefore\n      ratingAfter\n    }\n  }\n"): typeof import('./graphql').MatchRatingChangesDocument;
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
export function graphql(source: "\n  mutation SetTournamentPublicLink($id: UUID!, $enabled: Boolean!) {\n    setTournamentPublicLink(tournamentId: $id, enabled: $enabled) {\n      id\n      publicToken\n    }\n  }\n"): typeof import('./graphql').SetTournamentPublicLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicTournamentUpdated($token: String!) {\n    publicTournamentUpdated(token: $token) {\n      change\n    }\n  }\n"): typeof import('./graphql').PublicTournamentUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TournamentUpdated($tournamentId: UUID!) {\n    tournamentUpdated(tournamentId: $tournamentId) {\n      tournamentId\n      change\n    }\n  }\n"): typeof import('./graphql').TournamentUpdatedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
