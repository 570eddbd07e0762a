import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { UserService } from './user-service';

/** Spec 7.4 user administration; the service checks who acts (company, admin-only parts). */
export const userRoutes =
  (service: UserService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.userList, async (req) => ({ userList: await service.list(principalOf(req)) }));
    registerRoute(app, routes.userDetail, (req) => service.detail(principalOf(req), req.params.id));
    registerRoute(app, routes.userReviews, (req) => service.reviews(principalOf(req), req.params.id));
    registerRoute(app, routes.createUser, (req) => service.create(principalOf(req), req.body));
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
