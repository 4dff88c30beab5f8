// The gallery in fullscreen: the photo as large as the screen allows, arrows (and arrow keys or a
// swipe), the counter, and Esc to leave, as the hint says.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef } from 'react';
import type { ImageAsset } from '@/contract/media';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { useFormat, useT } from '@/web/i18n';
import { useModalDialog } from '@/web/lib/use-modal-dialog';
import { ProductImage } from '../components/product-image';

type Props = {
  images: ImageAsset[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onImageError: (index: number) => void;
};

const SWIPE_PX = 50;

export default function FullscreenViewer({ images, name, index, onIndex, onClose, onImageError }: Props) {
  const { t, msg } = useT();
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const step = (by: number) => onIndex((index + by + count) % count);

  useModalDialog(dialog, true);

  const button = 'rounded-full bg-white/10 p-3 text-white hover:bg-white/20';
  return (
    <dialog
      ref={dialog}
      aria-label={t('catalogue.gallery.photosOf', { name })}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-black/80"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="text-sm text-slate-300">{msg(PRODUCT_TEXT.fullscreenHint)}</p>
          <div className="flex items-center gap-3">
            {count > 1 && (
              <span className="text-sm font-medium" aria-live="polite">
                {format.number(index + 1)} / {format.number(count)}
              </span>
            )}
            <button
              type="button"
              className={button}
              onClick={onClose}
              aria-label={t('catalogue.gallery.exitFullscreen')}
            >
              <X className="h-5 w-5" />
            </button>
          </div>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null || count < 2) return;
            if (event.clientX - from > SWIPE_PX) step(-1);
            if (from - event.clientX > SWIPE_PX) step(1);
          }}
        >
          <ProductImage
            image={images[index]}
            alt={t('catalogue.gallery.photoAlt', {
              name,
              n: format.number(index + 1),
              count: format.number(Math.max(count, 1)),
            })}
            sizes="100vw"
            priority
            className="max-h-full max-w-full select-none object-contain"
            onError={() => onImageError(index)}
          />
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${button} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                onClick={() => step(-1)}
                aria-label={t('catalogue.gallery.previous')}
              >
                <ChevronLeft className="h-6 w-6" />
              </button>
              <button
                type="button"
                className={`${button} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                onClick={() => step(1)}
                aria-label={t('catalogue.gallery.next')}
              >
                <ChevronRight className="h-6 w-6" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
