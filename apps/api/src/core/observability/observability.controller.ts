import { createHash, timingSafeEqual } from 'node:crypto';
import {
  Controller,
  Get,
  Headers,
  Inject,
  NotFoundException,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Response } from 'express';
import type { ApiConfig } from '../config';
import { API_CONFIG } from '../config.module';
import { SqlService } from '../database/sql.service';
import { registry } from './metrics';
import { readiness } from './readiness';

const DATABASE_TIMEOUT_MS = 1000;

/** Plain HTTP for the platform: liveness, readiness and Prometheus metrics (not GraphQL). */
@Controller()
export class ObservabilityController {
  constructor(
    private readonly sql: SqlService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** The process runs and answers: restart it only when this fails. */
  @Get('livez')
  livez(): { live: true } {
    return { live: true };
  }

  /** Send traffic here: the database answers within a second and the instance is not draining. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) res: Response): Promise<{ ready: boolean; reason?: string }> {
    res.setHeader('cache-control', 'no-store');
    const reason = readiness.draining
      ? 'draining'
      : (await this.sql.answers(DATABASE_TIMEOUT_MS))
        ? undefined
        : 'database';
    res.status(reason ? 503 : 200);
    return reason ? { ready: false, reason } : { ready: true };
  }

  /** Prometheus text format, only for `Authorization: Bearer <METRICS_TOKEN>`; 404 when no token is set. */
  @Get('metrics')
  async metrics(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException();
    const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException();
    }
    res.setHeader('content-type', registry.contentType);
    res.setHeader('cache-control', 'no-store');
    return registry.metrics();
  }
}

/** Compares digests, so the time taken says nothing about how much of the token matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
