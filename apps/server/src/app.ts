import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AfterResponse } from './accounts/after-response';
import { ApiKeyAuthenticator } from './api-keys/api-key-principal';
import { apiKeyRoutes } from './api-keys/api-key-routes';
import { isApiKeySecret } from './api-keys/api-key-secret';
import { ApiKeyService } from './api-keys/api-key-service';
import { authRoutes } from './auth/auth-routes';
import { AuthService } from './auth/auth-service';
import { IdTokens } from './auth/id-tokens';
import { SignInThrottle } from './auth/sign-in-throttle';
import { resolveSigningSecret } from './auth/signing-secret';
import { bodsRoutes } from './bods/bods-routes';
import { BodsService } from './bods/bods-service';
import type { Config } from './config/config';
import { contentRoutes } from './content/content-routes';
import { ContentService } from './content/content-service';
import type { Database } from './db/database';
import { designerConfigRoutes } from './editor/designer-config-routes';
import { DesignerConfigService } from './editor/designer-config-service';
import { editorRoutes } from './editor/editor-routes';
import { EditorService } from './editor/editor-service';
import { presenceRoutes } from './editor/presence-routes';
import { PresenceService } from './editor/presence-service';
import { TryPool } from './editor/try-pool';
import { tryRoutes } from './editor/try-routes';
import { TryService } from './editor/try-service';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { healthRoutes } from './health/health-routes';
import { registerAccessControl } from './http/access';
import { AppError } from './http/app-error';
import { registerBodyGuard } from './http/body-guard';
import { registerCompression } from './http/compression';
import { registerErrorHandling } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { loggerOptions } from './http/logger-options';
import { registerOpenApi } from './http/openapi-document';
import { registerOversizedBodyDrain } from './http/oversized-body';
import { requireRouteTable } from './http/register-route';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { type RequestTimings, recordServerTimings, timed } from './http/server-timing';
import { registerSpa } from './http/spa';
import type { Mailer } from './mail/mailer';
import { metricsRoutes } from './metrics/metrics-routes';
import { MetricsService } from './metrics/metrics-service';
import { PdfPool } from './pdf/pdf-pool';
import { ReportPdf } from './pdf/report-pdf';
import { portfolioRoutes } from './portfolio/portfolio-routes';
import { PortfolioService } from './portfolio/portfolio-service';
import { ReportPool } from './reviews/report-pool';
import { reportRoutes } from './reviews/report-routes';
import { reportUseCases } from './reviews/report-use-cases';
import { reviewRoutes } from './reviews/review-routes';
import { ReviewService } from './reviews/review-service';
import { scenarioRoutes } from './scenarios/scenario-routes';
import { ScenarioService } from './scenarios/scenario-service';
import { settingsRoutes } from './settings/settings-routes';
import { SiteSettingsService } from './settings/site-settings-service';
import { structureRoutes } from './structures/structure-routes';
import { StructureService } from './structures/structure-service';
import { SurveyStore } from './survey/survey-store';
import { registerRequestMetrics } from './telemetry/request-metrics';
import type { Telemetry } from './telemetry/telemetry';
import { userRoutes } from './users/user-routes';
import { UserService } from './users/user-service';
import { versionRoutes } from './versions/version-routes';
import { VersionService } from './versions/version-service';
import { registerWebhooks, type WebhookOptions } from './webhooks/webhooks-feature';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Uploaded files; default: the store FILE_STORE selects (tests pass their own). */
  files?: FileStore;
  /** Pino options or false (tests); the default logs JSON at the configured level. */
  logger?: boolean | object;
  /** The bench only: receives the time each request spent in each phase (http/server-timing.ts). */
  timings?: (t: RequestTimings) => void;
  /** The operator's metrics, when METRICS_PORT is set (telemetry/telemetry.ts). */
  telemetry?: Telemetry;
  /** Tests only: the webhook delivery loop's clock, retry schedule and poll, or none (webhooks/). */
  webhooks?: WebhookOptions;
}

export interface App {
  server: FastifyInstance;
  /** The file store the route plugins were given. */
  files: FileStore;
  /** Stops accepting work: /api/ready answers 503 so a load balancer drains this instance. */
  startDraining(): void;
  /** Resolves when the work started after answers (sign-up, reset e-mails) has finished. */
  settled(): Promise<void>;
  /** Starts the report worker now rather than at the first submit (the server does once listening). */
  warmWorkers(): void;
}

/** The whole HTTP application, without listening: tests drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, mailer } = deps;
  // Route plugins that keep files (authoring assets, site content attachments) take this store.
  const files = deps.files ?? createFileStore(config);
  const server = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Answer a SIGTERM's in-flight requests, refuse new connections.
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializerCompiler);
  if (deps.timings) recordServerTimings(server, deps.timings);
  if (deps.telemetry) {
    registerRequestMetrics(server, deps.telemetry);
    deps.telemetry.watchDatabase(() => database.poolState());
  }
  server.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerErrorHandling(server);
  registerBodyGuard(server);
  await registerSecurityHeaders(server, config);
  // Before any route: it attaches itself to each route as the route is added.
  await registerCompression(server);
  await server.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      return new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      );
    },
  });
  await registerOpenApi(server, config);

  const idTokens = new IdTokens(
    await resolveSigningSecret(database.db, config.jwtSecret),
    config.idTokenTtlSeconds,
  );
  const afterResponse = new AfterResponse((err) => server.log.error({ err }, 'work after the answer failed'));
  // Closing waits for it: a code being mailed is not cut off by a shutdown.
  server.addHook('onClose', () => afterResponse.settled());
  const auth = new AuthService({
    db: database.db,
    mailer,
    idTokens,
    throttle: new SignInThrottle(database.db),
    afterResponse,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    signupReviewCap: config.signupReviewCap,
    productName: config.productName,
    publicUrl: config.publicUrl,
  });

  const apiKeys = new ApiKeyAuthenticator(database.db);
  registerAccessControl(server, async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    const read = request.routeOptions.config.principalRead?.(request);
    // An API key (docs/decisions/0040) acts as its creator: their row is read the same way.
    if (isApiKeySecret(token)) {
      return timed('auth', () => apiKeys.principalFor(token, read ?? auth.readPrincipal));
    }
    return timed('auth', () => auth.principalFor(token, read));
  });
  registerOversizedBodyDrain(server);
  requireRouteTable(server);

  let draining = false;
  await server.register(healthRoutes(database, () => draining));
  await server.register(authRoutes(auth, config.authRateLimitPerMinute));
  await server.register(contentRoutes(config, new ContentService(database.db, config.productName), files));
  const surveys = new SurveyStore(database.db);
  await server.register(reviewRoutes(new ReviewService(database.db, surveys)));
  await server.register(structureRoutes(new StructureService(database.db)));
  await server.register(bodsRoutes(new BodsService(database.db, config.productName)));
  // PDFs render and reports are scored in worker threads, so that one large job cannot stall
  // other requests (decisions 0007 and 0020).
  const pdfPool = new PdfPool();
  server.addHook('onClose', () => pdfPool.close());
  const reports = new ReportPool();
  server.addHook('onClose', () => reports.close());
  deps.telemetry?.watchPool('pdf', pdfPool.workers);
  deps.telemetry?.watchPool('report', reports.workers);
  const reportPdf = new ReportPdf(config.productShortName, pdfPool);
  await server.register(
    reportRoutes(reportUseCases(database.db, surveys, reports), reportPdf, config.productShortName),
  );
  await server.register(scenarioRoutes(new ScenarioService(database.db, surveys, reports), reportPdf));
  await server.register(editorRoutes(new EditorService(database.db, surveys, files)));
  // Try it compiles the draft and scores in a worker of its own, started at the first try.
  const tries = new TryPool();
  server.addHook('onClose', () => tries.close());
  await server.register(tryRoutes(new TryService(database.db, surveys, tries)));
  await server.register(presenceRoutes(new PresenceService(database.db)));
  await server.register(designerConfigRoutes(new DesignerConfigService(config.surveyJsLicenseKey)));
  await server.register(
    userRoutes(
      new UserService({
        db: database.db,
        mailer,
        productName: config.productName,
        publicUrl: config.publicUrl,
        afterResponse,
      }),
    ),
  );
  await server.register(metricsRoutes(new MetricsService(database.db)));
  await server.register(portfolioRoutes(new PortfolioService(database.db)));
  await server.register(versionRoutes(new VersionService(database.db, surveys, reports)));
  await server.register(settingsRoutes(new SiteSettingsService(database.db)));
  await registerWebhooks(server, {
    db: database.db,
    config,
    ...(deps.webhooks ? { tuning: deps.webhooks } : {}),
  });
  await server.register(apiKeyRoutes(new ApiKeyService(database.db)));
  await registerSpa(server, config.webDist);

  return {
    server,
    files,
    startDraining: () => {
      draining = true;
    },
    settled: () => afterResponse.settled(),
    warmWorkers: () => reports.warm(),
  };
}
