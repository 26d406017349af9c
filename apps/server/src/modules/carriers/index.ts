/** What other modules may use of carriers: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { carrierToday } from './carrier-today';
export {
  findCarrier,
  insertCarrier,
  listCarriers,
  lockCarrier,
  searchCarriers,
  setCarrierLanguage,
  updateCarrier,
} from './carriers.repository';
export { existingCarrier } from './carriers.service';
