// What other features use of stored media: storing an uploaded image's variants, and removing what
// nothing refers to any more.
export { deleteUnreferencedMedia, findMedia, insertMedia, type MediaWrite } from './media-repository';
export { removeUnusedMedia } from './remove-unused-media';
export {
  AVATAR_WIDTHS,
  type EncodedImage,
  encodeImage,
  loadSharp,
  PRODUCT_WIDTHS,
  storeImage,
} from './store-image';
