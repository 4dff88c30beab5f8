// What other features use of the reviews: which products an account's name shows on, and telling
// the caches when that name changes (an account renamed or deleted).
export { productsReviewedBy } from './comment-repository';
export { publishReviewerChange } from './reviewer-change';
