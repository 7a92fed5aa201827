import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trustProxyOption, type Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { seedSchools } from './db/seed';
import { authenticate, type Role } from './auth/guards';
import { smsSenderFromConfig } from './auth/sms/sms-from-config';
import type { SmsSender } from './auth/sms/sms-sender';
import { pruneAttempts } from './auth/throttle';
import { pruneIdempotencyKeys } from './idempotency/idempotency';
import { loadJwtSecret, TokenService } from './auth/tokens';
import { appError, registerErrorHandler, routeNotFound, validationError } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { readWebApp, registerWebApp } from './web-app';
import { containsNul, replies } from './http';
import { publicAuthRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { calendarFeedRoutes, calendarRoutes } from './modules/calendar/calendar.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { avatarImageRoutes } from './modules/settings/avatar.routes';
import { ladderRoutes } from './modules/ladder/ladder.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { todoRoutes } from './modules/todo/todo.routes';
import { usersRoutes } from './modules/users/users.routes';
import { USER_TYPE } from '../contract/common';
import { schoolsRoutes } from './modules/schools/schools.routes';
import { verifySchoolOfCoach } from './modules/schools/school-verify';
import { verifiedRegister } from './modules/auth/sign-in-codes';
import { announcementsRoutes, publicMessageRoutes } from './modules/announcements/announcements.routes';
import type { Db } from './db/client';
import { acceptJoinedByPin } from './modules/outreach/contacts-access';
import { outreachRoutes } from './modules/outreach/outreach.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { adminRoutes, oidcRoutes } from './modules/admin/admin.routes';
import { OidcClients } from './modules/admin/oidc-clients';
import { providerLogoutUrl } from './modules/admin/oidc-sign-in';
import { startSmsDelivery } from './jobs/sms-delivery';
import { systemClock, type Clock } from './jobs/clock';
import { startScheduledJobs, type ScheduledJobsWorker } from './jobs/scheduled-jobs';
import { jobHandlers } from './job-handlers';
import { countRequests, createMetrics, metricsRoute, type Metrics } from './ops/metrics';
import { requestIdGenerator } from './ops/request-id';
import { requestSerializer } from './ops/request-log';
import { backupRoute } from './ops/backup-route';
import { publicDrawRoutes, tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { drawLiveStreams } from './modules/tournaments/draw-live';
import { matchesRoutes } from './modules/matches/matches.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { leagueDualMoved } from './modules/leagues/league-deadlines';
import { previousLeagueLineup } from './modules/leagues/league-previous-round';
import { dualsRoutes, publicDualRoutes } from './modules/duals/duals.routes';
import { dualLiveStreams } from './modules/duals/dual-live';
import { startLiveBus } from './live/live-bus';
import { SseHub } from './live/sse';
import { availabilityLinkRoutes, availabilityRoutes } from './modules/availability/availability.routes';
import { searchRoutes } from './modules/search/search.routes';
import { guardianSignInRoutesOf, guardiansRoutes } from './modules/guardians/guardians.routes';
import { seasonsRoutes } from './modules/seasons/seasons.routes';
import { leaguesRoutes, publicLeagueRoutes } from './modules/leagues/leagues.routes';
import { childReads } from './guardian-reads';

export interface RouteRecord {
  method: string;
  url: string;
  schema?: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType; hide?: boolean };
  /** Roles the route declared (see routeRoles for the default). */
  roles?: readonly Role[];
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the configured SMS sender (tests capture messages). */
  sms?: SmsSender;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Run the background SMS delivery worker (default). API tests drive it step by step instead. */
  smsDelivery?: boolean;
  /** Poll for due scheduled jobs (default). Tests run them with the returned worker's runDue(). */
  scheduledJobs?: boolean;
  /** The time rules go by (default the system clock; tests pass a TestClock). */
  clock?: Clock;
}

/**
 * Signed-in answers (rosters carry phones and e-mails) and sign-in answers (register ids, tokens)
 * are kept by no cache, shared or the browser's. No API answer uses ETag revalidation (the reply
 * cache is the server's own, checked against the database), so no-store conflicts with nothing.
 */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'private, no-store');
  return payload;
}

/** Builds the whole app from its config: plugins, then each module's routes, explicitly. */
export async function buildApp(opts: BuildOptions): Promise<{
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteRecord[];
  jobs: ScheduledJobsWorker;
  metrics: Metrics;
}> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Public links' tokens are written as [token] (server/ops/request-log.ts).
            serializers: { req: requestSerializer },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: requestIdGenerator(trustProxyOption(config.TRUST_PROXY)),
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request (x-request-id), the id every log line of the request carries.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = createMetrics(database);
  countRequests(app, metrics);
  // The route table, for the authorization matrix and the fuzzers (a new route cannot escape them).
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        routes.push({
          method,
          url: route.url,
          schema: route.schema as RouteRecord['schema'],
          roles: route.config?.roles,
        });
      }
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Bulk work at start: EXTRA_SCHOOLS may be thousands, beyond a request's statement timeout.
  await database.withoutTimeout((db) => seedSchools(db, config.EXTRA_SCHOOLS));
  const secret = loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new TokenService(secret, config.ACCESS_TOKEN_TTL),
    secret,
    sms: opts.sms ?? smsSenderFromConfig(config),
    log: app.log,
    clock: opts.clock ?? systemClock,
  };

  // Live dual pages (issue 33): one LISTEN connection and the open event streams of this process.
  const liveBus = await startLiveBus(database, app.log);
  const sseHub = new SseHub(config.LIVE_MAX_STREAMS);
  const dualLive = dualLiveStreams(ctx.db, liveBus, sseHub, app.log);
  const drawLive = drawLiveStreams(ctx.db, liveBus, sseHub, app.log);
  app.addHook('preClose', (done) => {
    sseHub.close();
    done();
  });
  app.addHook('onClose', () => liveBus.close());

  // School administrators' OpenID Connect providers (issue 32), discovered on first use.
  const oidc = new OidcClients(config.OIDC, config.PUBLIC_URL);

  const webApp = readWebApp(config.WEB_DIST, app.log);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Beside our own files, only the inline guard of the pages rendered at build time.
        scriptSrc: ["'self'", ...webApp.prerendered.scriptHashes.map((hash) => `'${hash}'`)],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '1.9.5' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // PostgreSQL text cannot hold NUL (PGlite is laxer): refuse it up front, the same on both.
      api.addHook('preValidation', async (request) => {
        if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
          throw validationError('input', [{ path: [], message: 'text must not contain NUL characters' }]);
      });
      // An unknown path answers 404 with no-store like the routes beside it (/api/auth's included).
      api.setNotFoundHandler((request, reply) =>
        routeNotFound(request, reply.header('cache-control', 'private, no-store')),
      );
      api.get(
        '/health',
        { schema: { tags: ['ops'], response: replies({ 200: z.object({ status: z.literal('ok') }) }) } },
        async () => {
          try {
            await database.ping();
          } catch {
            throw appError('database_unavailable');
          }
          return { status: 'ok' as const };
        },
      );
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      metricsRoute(api, metrics, config.METRICS_TOKEN);
      backupRoute(api, database, config.OPS_TOKEN);
      await api.register(
        schoolsRoutes(ctx, {
          coachPhone: async (db, id) => (await verifiedRegister(db, id, USER_TYPE.coach)).phone,
        }),
      );
      await api.register(publicMessageRoutes(ctx));
      await api.register(publicDualRoutes(ctx, dualLive));
      await api.register(publicLeagueRoutes(ctx));
      await api.register(publicDrawRoutes(ctx, drawLive));
      await api.register(calendarFeedRoutes(ctx));
      await api.register(async (links) => {
        links.addHook('onSend', noStore);
        await links.register(availabilityLinkRoutes(ctx));
      });
      await api.register(avatarImageRoutes(ctx));
      // Sign-in calls: throttled per phone and address in the database (shared by every process);
      // this in-memory guard only stops floods, high enough for a whole team behind one school address.
      await api.register(async (signIn) => {
        signIn.addHook('onSend', noStore);
        signIn.addHook('onRoute', (route) => {
          route.config = { ...(route.config as object), rateLimit: { max: 1000, timeWindow: '1 minute' } };
        });
        await signIn.register(publicAuthRoutes(ctx));
        await signIn.register(oidcRoutes(ctx, oidc));
        await signIn.register(guardianSignInRoutesOf(ctx));
      });
      await api.register(
        async (authed) => {
          authed.addHook('onSend', noStore);
          await authed.register(authenticate, { db: ctx.db, tokens: ctx.tokens });
          await authed.register(sessionRoutes(ctx, (caller) => providerLogoutUrl(oidc, caller.provider)));
          // A coach given a team's PIN, or appointed by the school's admin, is one of the school's
          // coaches: contacts open, the school verified.
          const coachJoined = async (tx: Db, coachId: number) => {
            await acceptJoinedByPin(tx, coachId);
            await verifySchoolOfCoach(tx, coachId);
          };
          await authed.register(adminRoutes(ctx, { coachJoined }));
          await authed.register(profileRoutes(ctx));
          await authed.register(calendarRoutes(ctx));
          await authed.register(settingsRoutes(ctx));
          await authed.register(teamsRoutes(ctx, { coachJoined }));
          await authed.register(ladderRoutes(ctx));
          await authed.register(outreachRoutes(ctx));
          await authed.register(announcementsRoutes(ctx));
          await authed.register(tournamentsRoutes(ctx, drawLive));
          await authed.register(matchesRoutes(ctx));
          await authed.register(challengesRoutes(ctx));
          await authed.register(
            dualsRoutes(ctx, dualLive, {
              dualMoved: (tx, dual) => leagueDualMoved(tx, ctx, dual),
              previousLineup: previousLeagueLineup,
            }),
          );
          await authed.register(leaguesRoutes(ctx));
          await authed.register(availabilityRoutes(ctx));
          await authed.register(usersRoutes(ctx));
          await authed.register(todoRoutes(ctx));
          await authed.register(searchRoutes(ctx));
          await authed.register(guardiansRoutes(ctx, childReads));
          await authed.register(seasonsRoutes(ctx));
        },
        { prefix: '/auth' },
      );
    },
    { prefix: '/api' },
  );

  registerWebApp(app, webApp);

  const pruner = setInterval(() => {
    pruneAttempts(ctx.db).catch((err: unknown) => app.log.warn({ err }, 'pruning throttle records failed'));
    pruneIdempotencyKeys(ctx.db).catch((err: unknown) =>
      app.log.warn({ err }, 'pruning expired idempotency keys failed'),
    );
  }, 3_600_000);
  pruner.unref();
  app.addHook('onClose', () => clearInterval(pruner));

  // Announcement SMS leave from the sms_jobs queue in the background; tests call runOnce() themselves.
  if (opts.smsDelivery ?? true) {
    const smsDelivery = startSmsDelivery(ctx, { onOutcome: metrics.smsOutcome });
    app.addHook('onClose', () => smsDelivery.stop());
  }

  // Deadlines and reminders: durable jobs, run once by whichever process claims them.
  const jobs = startScheduledJobs(ctx, jobHandlers, {
    poll: opts.scheduledJobs ?? true,
    onFailed: (job) => metrics.scheduledJobFailed(job.kind),
  });
  app.addHook('onClose', () => jobs.stop());

  return { app, ctx, routes, jobs, metrics };
}
