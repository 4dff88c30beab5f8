// The comments feature's public entry: the Reviews section of the product page. The admin tab is
// loaded by app/.
export { CommentsSection } from './comments-section';
