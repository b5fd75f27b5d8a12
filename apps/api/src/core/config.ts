import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the API reads from its environment, read once. Configuration comes from environment variables only. */
export interface ApiConfig {
  /** A PostgreSQL server to use; when absent an embedded server is started in `embeddedDataDir`. */
  readonly databaseUrl: string | undefined;
  /**
   * The owner role, which runs the migrations and grants the API's role (DATABASE_URL) its rights
   * (core/database/roles.ts). Without it a superuser DATABASE_URL is the owner and the API runs as `gamao_app`.
   */
  readonly migrationDatabaseUrl: string | undefined;
  readonly embeddedDataDir: string;
  /**
   * The audit chains' HMAC key (AUDIT_KEY, at least 32 characters). Without it the key is read from, or
   * generated into, `audit.key` beside the embedded data folder (.data/audit.key); required in production.
   */
  readonly auditKey: string | undefined;
  readonly port: number;
  readonly host: string;
  /** pino level of the JSON logs: fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: string;
  /** A file for the JSON logs instead of stdout (LOG_FILE; `npm start` sets it to .data/logs/api.log). */
  readonly logFile: string | undefined;
  /** Bearer token that /metrics requires; without one /metrics answers 404. */
  readonly metricsToken: string | undefined;
  readonly version: string;
  /** Where `prisma/migrations` lives. */
  readonly migrationsDir: string;
  /** Maximum nesting of a GraphQL operation. */
  readonly maxQueryDepth: number;
  /** Maximum size of an HTTP request body, in the `bytes` package's notation. */
  readonly bodyLimit: string;
  /**
   * The site's origins (SITE_ORIGINS, formerly CORS_ORIGINS; default: PUBLIC_URL's origin): the browser origins
   * allowed by CORS, to open a WebSocket, and to send cookie-authenticated mutations.
   */
  readonly corsOrigins: string[];
  /** Redis for subscription fan-out across instances; in-memory when absent. */
  readonly redisUrl: string | undefined;
  /** Highest estimated cost of one GraphQL operation. */
  readonly maxQueryCost: number;
  /** Most root fields (aliases included) of one operation, and most aliases in one document. */
  readonly maxRootFields: number;
  readonly maxAliases: number;
  /** NODE_ENV=production: no introspection, no "Did you mean" suggestions. */
  readonly production: boolean;
  /** Proxies whose X-Forwarded-For/-Proto the API believes (Express `trust proxy`): addresses, CIDRs, `loopback`. */
  readonly trustedProxies: string[];
  /** How often a live subscription checks again that its viewer may still see it (and on every notice). */
  readonly subscriptionRecheckMs: number;
  /** Mutations allowed per caller in `mutationWindowMs`. */
  readonly mutationLimit: number;
  readonly mutationWindowMs: number;
  /**
   * How long a live match's player may take over his turn before he is sent "your turn" (TURN_NOTICE_DELAY_MS,
   * 20 s): a player at the board sees his turn there. Correspondence play tells him at once.
   */
  readonly turnNoticeDelayMs: number;
  /** The durable events' worker (core/events): off leaves delivery to other instances. */
  readonly events: { worker: boolean; maxAttempts: number; retryBaseMs: number; pollMs: number };
  /**
   * The analysis of match records (apps/api/src/analysis): worker threads running `analyseMatch` at once
   * (ANALYSIS_WORKERS, 1) and the time one analysis may take before it fails (ANALYSIS_TIMEOUT_MS, 2 minutes).
   */
  readonly analysis: { workers: number; timeoutMs: number };
  /** The site's public origin (links in e-mails), e.g. https://gamao.example. */
  readonly publicUrl: string;
  /** How long a notification waits unread before it is e-mailed (NOTIFY_EMAIL_DELAY_MS, default 10 minutes). */
  readonly notifyEmailDelayMs: number;
  /**
   * The secret the site sends with the visitor's address (`x-gamao-site-secret` beside `x-gamao-client-ip`);
   * without it the API never trusts a forwarded address and counts the caller's own.
   */
  readonly siteSecret: string | undefined;
  /** Outgoing e-mail: an smtp:// or smtps:// URL; without it messages are written to `mailDir`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly mailDir: string;
  /** Sign-in and sign-up limits (auth/sign-in-limits.ts). */
  readonly signInLimits: SignInLimits;
}

export interface SignInLimits {
  /** Failed sign-ins per (e-mail, address) pair, per address, and per e-mail from every address, in `windowMs`. */
  readonly perPair: number;
  readonly perAddress: number;
  readonly perEmail: number;
  readonly windowMs: number;
  /** Sign-up attempts (accepted or EMAIL_IN_USE) per address in `signUpWindowMs`. */
  readonly signUpsPerAddress: number;
  readonly signUpWindowMs: number;
}

/** The repository root: apps/api/{src,dist}/core -> ../../../.. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    auditKey: env.AUDIT_KEY || undefined,
    embeddedDataDir: path.resolve(env.EMBEDDED_PG_DIR || path.join(repoRoot, '.data', 'postgres')),
    port: Number(env.PORT ?? 3333),
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    logFile: env.LOG_FILE ? path.resolve(env.LOG_FILE) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    version: env.APP_VERSION ?? packageVersion(),
    migrationsDir: path.resolve(env.MIGRATIONS_DIR ?? path.join(repoRoot, 'prisma', 'migrations')),
    maxQueryDepth: Number(env.GRAPHQL_MAX_DEPTH ?? 10),
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    corsOrigins: (
      env.SITE_ORIGINS ??
      env.CORS_ORIGINS ??
      new URL(env.PUBLIC_URL || 'http://localhost:3000').origin
    )
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    maxQueryCost: Number(env.GRAPHQL_MAX_COST ?? 5000),
    maxRootFields: Number(env.GRAPHQL_MAX_ROOT_FIELDS ?? 100),
    maxAliases: Number(env.GRAPHQL_MAX_ALIASES ?? 100),
    production: env.NODE_ENV === 'production',
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    subscriptionRecheckMs: Number(env.SUBSCRIPTION_RECHECK_MS ?? 60_000),
    mutationLimit: Number(env.MUTATION_LIMIT ?? 120),
    mutationWindowMs: Number(env.MUTATION_WINDOW_MS ?? 10_000),
    turnNoticeDelayMs: Number(env.TURN_NOTICE_DELAY_MS ?? 20_000),
    events: {
      worker: env.EVENT_WORKER !== 'off',
      maxAttempts: Number(env.EVENT_MAX_ATTEMPTS ?? 8),
      retryBaseMs: Number(env.EVENT_RETRY_MS ?? 1_000),
      pollMs: Number(env.EVENT_POLL_MS ?? 1_000),
    },
    analysis: {
      workers: Math.max(1, Number(env.ANALYSIS_WORKERS ?? 1) || 1),
      timeoutMs: Math.max(1, Number(env.ANALYSIS_TIMEOUT_MS ?? 120_000) || 120_000),
    },
    publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    notifyEmailDelayMs: Number(env.NOTIFY_EMAIL_DELAY_MS ?? 600_000),
    siteSecret: env.SITE_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Gamão Clube <no-reply@localhost>',
    mailDir: path.resolve(env.MAIL_DIR || path.join(repoRoot, '.data', 'mail')),
    signInLimits: {
      perPair: Number(env.SIGN_IN_PAIR_LIMIT ?? 5),
      perAddress: Number(env.SIGN_IN_ADDRESS_LIMIT ?? 50),
      perEmail: Number(env.SIGN_IN_EMAIL_LIMIT ?? 100),
      windowMs: Number(env.SIGN_IN_WINDOW_MS ?? 15 * 60_000),
      signUpsPerAddress: Number(env.SIGN_UP_LIMIT ?? 20),
      signUpWindowMs: Number(env.SIGN_UP_WINDOW_MS ?? 60 * 60_000),
    },
  };
}
