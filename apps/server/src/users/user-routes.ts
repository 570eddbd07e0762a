import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { UserService } from './user-service';

/** A lead's answer whether the address was new or has an account elsewhere (docs/decisions/0016). */
const CREATION_REQUESTED =
  'If this e-mail address has no account yet, the user is created in your company and e-mailed a temporary password; if it already has one, its owner is told by e-mail instead and no user is created.';

/** Spec 7.4 user administration; the service checks who acts (company, admin-only parts). */
export const userRoutes =
  (service: UserService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.userList, async (req) => ({ userList: await service.list(principalOf(req)) }));
    registerRoute(app, routes.userDetail, (req) => service.detail(principalOf(req), req.params.id));
    registerRoute(app, routes.userReviews, (req) => service.reviews(principalOf(req), req.params.id));
    registerRoute(app, routes.createUser, async (req, reply) => {
      const outcome = await service.create(principalOf(req), req.body);
      if (outcome.kind === 'created') return outcome.user;
      return reply.code(202).send({ email: outcome.email, message: CREATION_REQUESTED });
    });
    registerRoute(app, routes.updateUser, (req) => service.update(principalOf(req), req.params.id, req.body));
    registerRoute(app, routes.deleteUser, async (req) => {
      await service.deleteUser(principalOf(req), req.params.id);
      return null;
    });
    registerRoute(app, routes.deleteCustomer, async (req) => {
      await service.deleteCustomer(principalOf(req), req.params.company);
      return null;
    });
    registerRoute(app, routes.userAudit, async (req) => ({
      entries: await service.audit(principalOf(req), req.params.id),
    }));
  };
