export {
  type ApiBase,
  type ConfigureOptions,
  configure,
  getConfig,
  type ResolvedConfig,
  resetConfig,
  tokenStorageKeys,
} from './configure';
export { createMemoryStorage, type StorageLike } from './memory-storage';
export { capitalise, type ProductNames, productNames } from './product-names';
