import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { mountPublicPicture } from '../identity/public-file';
import { catalogueAnswerPolicy, forgetCatalogueAfterWrites } from './brigade.catalogue-cache';
import { listCategories, listProducts, passIntro, productDetail } from './brigade.catalogue';
import { registerBrigadeOrderRoutes } from './brigade.orders.routes';
import {
  opsCategories,
  opsChangeStock,
  opsDeleteCategory,
  opsDeleteDeparture,
  opsProduct,
  opsProducts,
  opsSaveCategory,
  opsSaveDeparture,
  opsSaveProduct,
  opsSetStatus,
} from './brigade.ops';
import { bindPass, listPasses } from './brigade.passes';
import { findPublicPicture } from './brigade.pictures';
import { deleteTraveller, listTravellers, saveTraveller } from './brigade.travellers';

const calls = endpoints.brigade;

/**
 * The brigade shop (store service `/store/api/products/...`, docs/brigade.md): the public
 * catalogue and its pictures, the buyer's travellers and passes, the operators' catalogue, and the
 * order calls (brigade.orders.routes.ts).
 */
export function registerBrigadeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Before the routes: their changing calls must raise the catalogue's generation.
  forgetCatalogueAfterWrites(app);
  /**
   * The catalogue is public (a token is not even read): one answer per URL for everyone, kept as
   * bytes while the catalogue is unchanged, with ETag and 304 (brigade.catalogue-cache.ts).
   */
  const shared = { shared: catalogueAnswerPolicy(deps) };
  mountEndpoint(app, calls.categories, () => listCategories(deps), shared);
  mountEndpoint(app, calls.list, ({ query }) => listProducts(deps, query), shared);
  mountEndpoint(app, calls.detail, ({ params }) => productDetail(deps, params.productId), shared);
  mountPublicPicture(app, calls.picture, findPublicPicture, 'brigade.pictureNotFound');
  mountEndpoint(app, calls.passIntro, () => passIntro(deps), shared);

  mountEndpoint(app, calls.travellers, (_input, { principal }) => listTravellers(deps, principal));
  mountEndpoint(app, calls.saveTraveller, ({ body }, { principal, deps }) => saveTraveller(deps, principal, body));
  mountEndpoint(app, calls.deleteTraveller, ({ params }, { principal, deps }) => deleteTraveller(deps, principal, params.travellerId));

  mountEndpoint(app, calls.passes, (_input, { principal }) => listPasses(deps, principal));
  mountEndpoint(app, calls.bindPass, ({ params, body }, { principal, deps }) => bindPass(deps, principal, params.passId, body));

  mountEndpoint(app, calls.opsCategories, (_input, { principal }) => opsCategories(deps, principal));
  mountEndpoint(app, calls.opsSaveCategory, ({ body }, { principal, deps }) => opsSaveCategory(deps, principal, body));
  mountEndpoint(app, calls.opsDeleteCategory, ({ params }, { principal, deps }) => opsDeleteCategory(deps, principal, params.categoryId));
  mountEndpoint(app, calls.opsProducts, ({ query }, { principal }) => opsProducts(deps, principal, query));
  mountEndpoint(app, calls.opsProduct, ({ params }, { principal }) => opsProduct(deps, principal, params.productId));
  mountEndpoint(app, calls.opsSaveProduct, ({ body }, { principal, deps }) => opsSaveProduct(deps, principal, body));
  mountEndpoint(app, calls.opsProductStatus, ({ params, body }, { principal, deps }) => opsSetStatus(deps, principal, params.productId, body.status));
  mountEndpoint(app, calls.opsStock, ({ params, body }, { principal, deps }) => opsChangeStock(deps, principal, params.productId, body.change));
  mountEndpoint(app, calls.opsSaveDeparture, ({ params, body }, { principal, deps }) => opsSaveDeparture(deps, principal, params.productId, body));
  mountEndpoint(app, calls.opsDeleteDeparture, ({ params }, { principal, deps }) => opsDeleteDeparture(deps, principal, params.departureId));

  registerBrigadeOrderRoutes(app, deps);
}
