/** What other modules may use of rate-increases: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { rateIncreaseWork } from './rate-increase-job';
export { applyApprovedIncrease, type StoredIncrease } from './rate-increase-apply.service';
export { previewRateIncrease } from './rate-increase-preview.service';
