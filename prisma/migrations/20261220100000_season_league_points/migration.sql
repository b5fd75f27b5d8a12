-- League seasons (issue 40, part 3: divisions, fixtures by week, physical-board reports and their confirmation,
-- online matches by id) and season points (part 4: the club's points table, the awards per event and member).
-- Plain club and member ids without foreign keys, as the book's tables. Written in the form prisma migrate diff gives.

-- CreateTable
CREATE TABLE "LeagueSeason" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "number" INTEGER NOT NULL DEFAULT 1,
    "previousId" UUID,
    "double" BOOLEAN NOT NULL DEFAULT false,
    "pointsRule" JSONB NOT NULL,
    "tieBreaks" TEXT[],
    "promote" INTEGER NOT NULL DEFAULT 1,
    "relegate" INTEGER NOT NULL DEFAULT 1,
    "startsOn" DATE NOT NULL,
    "closedAt" TIMESTAMPTZ(3),
    "createdById" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueSeason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueDivision" (
    "seasonId" UUID NOT NULL,
    "division" INTEGER NOT NULL,
    "length" INTEGER NOT NULL,
    "players" UUID[],

    CONSTRAINT "LeagueDivision_pkey" PRIMARY KEY ("seasonId","division")
);

-- CreateTable
CREATE TABLE "LeagueFixture" (
    "id" UUID NOT NULL,
    "seasonId" UUID NOT NULL,
    "code" VARCHAR(24) NOT NULL,
    "division" INTEGER NOT NULL,
    "week" INTEGER NOT NULL,
    "player0Id" UUID NOT NULL,
    "player1Id" UUID NOT NULL,
    "length" INTEGER NOT NULL,
    "kind" VARCHAR(12),
    "winnerId" UUID,
    "winnerScore" INTEGER,
    "loserScore" INTEGER,
    "source" VARCHAR(12),
    "recordedAt" TIMESTAMPTZ(3),
    "report" JSONB,
    "reportedById" UUID,
    "matchId" UUID,

    CONSTRAINT "LeagueFixture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeasonPointsTable" (
    "clubId" UUID NOT NULL,
    "rows" JSONB NOT NULL,
    "attendance" INTEGER NOT NULL,
    "updatedById" UUID,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonPointsTable_pkey" PRIMARY KEY ("clubId")
);

-- CreateTable
CREATE TABLE "SeasonAward" (
    "clubId" UUID NOT NULL,
    "season" INTEGER NOT NULL,
    "event" VARCHAR(80) NOT NULL,
    "kind" VARCHAR(12) NOT NULL,
    "eventName" VARCHAR(120) NOT NULL,
    "fieldSize" INTEGER NOT NULL,
    "memberId" UUID NOT NULL,
    "place" INTEGER NOT NULL,
    "placing" INTEGER NOT NULL,
    "attendance" INTEGER NOT NULL,
    "awardedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonAward_pkey" PRIMARY KEY ("clubId","event","memberId")
);

-- CreateIndex
CREATE UNIQUE INDEX "LeagueSeason_previousId_key" ON "LeagueSeason"("previousId");

-- CreateIndex
CREATE INDEX "LeagueSeason_clubId_idx" ON "LeagueSeason"("clubId");

-- CreateIndex
CREATE UNIQUE INDEX "LeagueFixture_matchId_key" ON "LeagueFixture"("matchId");

-- CreateIndex
CREATE INDEX "LeagueFixture_seasonId_division_idx" ON "LeagueFixture"("seasonId", "division");

-- CreateIndex
CREATE UNIQUE INDEX "LeagueFixture_seasonId_code_key" ON "LeagueFixture"("seasonId", "code");

-- CreateIndex
CREATE INDEX "SeasonAward_clubId_season_idx" ON "SeasonAward"("clubId", "season");

-- AddForeignKey
ALTER TABLE "LeagueDivision" ADD CONSTRAINT "LeagueDivision_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "LeagueSeason"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueFixture" ADD CONSTRAINT "LeagueFixture_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "LeagueSeason"("id") ON DELETE CASCADE ON UPDATE CASCADE;

